from enum import StrEnum


class OutcomeResult(StrEnum):
    DRAW = "draw"
    LOST = "lost"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
