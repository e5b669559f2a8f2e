from enum import StrEnum


class FarCryMissionDebriefedPhase(StrEnum):
    EXPLORATION = "exploration"
    PREPARATION = "preparation"

    def __str__(self) -> str:
        return str(self.value)
