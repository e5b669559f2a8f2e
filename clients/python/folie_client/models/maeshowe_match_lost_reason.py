from enum import StrEnum


class MaeshoweMatchLostReason(StrEnum):
    CANNOT_ACT = "cannot_act"
    HEALTH = "health"

    def __str__(self) -> str:
        return str(self.value)
