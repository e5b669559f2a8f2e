from enum import StrEnum


class FarCryExplorationEndedType(StrEnum):
    EXPLORATION_ENDED = "exploration_ended"

    def __str__(self) -> str:
        return str(self.value)
