from enum import StrEnum


class MansionsLeaveHidingAction(StrEnum):
    LEAVE_HIDING = "leave_hiding"

    def __str__(self) -> str:
        return str(self.value)
