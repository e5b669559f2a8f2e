from enum import StrEnum


class FarCryViewPhase(StrEnum):
    DEBRIEFING = "debriefing"
    EXPLORATION = "exploration"
    FINISHED = "finished"
    MISSION = "mission"
    PREPARATION = "preparation"

    def __str__(self) -> str:
        return str(self.value)
