from enum import StrEnum


class MansionsViewPhase(StrEnum):
    INVESTIGATORS = "investigators"
    KEEPER = "keeper"
    OVER = "over"
    SETUP = "setup"
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)
