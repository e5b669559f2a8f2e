from enum import StrEnum


class FarCryMoveToAction(StrEnum):
    MOVE_TO = "move_to"

    def __str__(self) -> str:
        return str(self.value)
