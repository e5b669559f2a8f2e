from enum import StrEnum


class MaeshoweViewReason(StrEnum):
    CANNOT_ACT = "cannot_act"
    ESCAPED = "escaped"
    HEALTH = "health"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
