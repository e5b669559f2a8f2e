from enum import StrEnum


class MaeshoweDeckToDiscardType(StrEnum):
    DECK_TO_DISCARD = "deck_to_discard"

    def __str__(self) -> str:
        return str(self.value)
