from enum import StrEnum


class FarCryExplorerDoneType(StrEnum):
    EXPLORATION_EXPLORER_DONE = "exploration_explorer_done"

    def __str__(self) -> str:
        return str(self.value)
