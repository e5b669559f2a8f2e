from enum import StrEnum


class FarCryMissionDebriefedType(StrEnum):
    MISSION_DEBRIEFED = "mission_debriefed"

    def __str__(self) -> str:
        return str(self.value)
