from enum import StrEnum


class MontagnesMoveAction(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
