from enum import StrEnum


class FarCryMissionPreparedType(StrEnum):
    MISSION_PREPARED = "mission_prepared"

    def __str__(self) -> str:
        return str(self.value)
