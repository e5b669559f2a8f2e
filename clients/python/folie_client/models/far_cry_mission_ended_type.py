from enum import StrEnum


class FarCryMissionEndedType(StrEnum):
    MISSION_ENDED = "mission_ended"

    def __str__(self) -> str:
        return str(self.value)
