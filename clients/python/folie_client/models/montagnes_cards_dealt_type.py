from enum import StrEnum


class MontagnesCardsDealtType(StrEnum):
    CARDS_DEALT = "cards_dealt"

    def __str__(self) -> str:
        return str(self.value)
