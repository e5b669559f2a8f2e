from enum import StrEnum


class FarCryOptionsMission(StrEnum):
    MISSION_0 = "mission_0"
    MISSION_1 = "mission_1"
    MISSION_2 = "mission_2"
    MISSION_3 = "mission_3"
    MISSION_4 = "mission_4"
    MISSION_5 = "mission_5"
    MISSION_6 = "mission_6"
    MISSION_7 = "mission_7"

    def __str__(self) -> str:
        return str(self.value)
