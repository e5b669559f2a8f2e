from enum import StrEnum


class BigBookCardsDestroyedType(StrEnum):
    CARDS_DESTROYED = "cards_destroyed"

    def __str__(self) -> str:
        return str(self.value)
