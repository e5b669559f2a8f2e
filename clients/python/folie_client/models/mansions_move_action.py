from enum import StrEnum


class MansionsMoveAction(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
