from enum import StrEnum


class MontagnesCardsMilledType(StrEnum):
    CARDS_MILLED = "cards_milled"

    def __str__(self) -> str:
        return str(self.value)
