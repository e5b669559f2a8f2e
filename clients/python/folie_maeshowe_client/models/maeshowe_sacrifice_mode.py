from enum import StrEnum


class MaeshoweSacrificeMode(StrEnum):
    DECK2 = "deck2"
    DECLINE = "decline"
    DISCARD2 = "discard2"
    DISCARD4 = "discard4"

    def __str__(self) -> str:
        return str(self.value)
