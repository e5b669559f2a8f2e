from enum import StrEnum


class BigBookOpZone(StrEnum):
    DECK_TOP = "deck_top"
    DISCARD = "discard"
    HAND = "hand"
    SUPPORT = "support"

    def __str__(self) -> str:
        return str(self.value)
