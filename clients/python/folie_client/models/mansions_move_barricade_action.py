from enum import StrEnum


class MansionsMoveBarricadeAction(StrEnum):
    MOVE_BARRICADE = "move_barricade"

    def __str__(self) -> str:
        return str(self.value)
