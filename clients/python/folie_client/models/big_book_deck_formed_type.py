from enum import StrEnum


class BigBookDeckFormedType(StrEnum):
    DECK_FORMED = "deck_formed"

    def __str__(self) -> str:
        return str(self.value)
