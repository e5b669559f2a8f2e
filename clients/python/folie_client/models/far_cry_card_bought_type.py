from enum import StrEnum


class FarCryCardBoughtType(StrEnum):
    CARD_BOUGHT = "card_bought"

    def __str__(self) -> str:
        return str(self.value)
