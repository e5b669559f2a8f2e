from enum import StrEnum


class BigBookDeckTopDestroyedType(StrEnum):
    DECK_TOP_DESTROYED = "deck_top_destroyed"

    def __str__(self) -> str:
        return str(self.value)
