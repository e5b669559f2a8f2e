from enum import StrEnum


class MansionsTurnPieceAction(StrEnum):
    TURN_PIECE = "turn_piece"

    def __str__(self) -> str:
        return str(self.value)
