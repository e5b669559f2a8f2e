from enum import StrEnum


class FarCryExplorationEndedPhase(StrEnum):
    PREPARATION = "preparation"

    def __str__(self) -> str:
        return str(self.value)
