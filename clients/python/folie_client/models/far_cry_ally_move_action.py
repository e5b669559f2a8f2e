from enum import StrEnum


class FarCryAllyMoveAction(StrEnum):
    ALLY_MOVE = "ally_move"

    def __str__(self) -> str:
        return str(self.value)
