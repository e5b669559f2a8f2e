from enum import StrEnum


class BigBookCardsTopdeckedType(StrEnum):
    CARDS_TOPDECKED = "cards_topdecked"

    def __str__(self) -> str:
        return str(self.value)
