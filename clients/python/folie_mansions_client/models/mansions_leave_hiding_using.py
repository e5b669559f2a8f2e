from enum import StrEnum


class MansionsLeaveHidingUsing(StrEnum):
    ACTION = "action"
    MOVEMENT = "movement"

    def __str__(self) -> str:
        return str(self.value)
