from enum import StrEnum


class FarCryPathsOpenedType(StrEnum):
    EXPLORATION_PATHS_OPENED = "exploration_paths_opened"

    def __str__(self) -> str:
        return str(self.value)
