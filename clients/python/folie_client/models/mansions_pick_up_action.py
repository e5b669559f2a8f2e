from enum import StrEnum


class MansionsPickUpAction(StrEnum):
    PICK_UP = "pick_up"

    def __str__(self) -> str:
        return str(self.value)
