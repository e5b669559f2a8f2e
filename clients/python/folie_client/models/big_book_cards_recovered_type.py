from enum import StrEnum


class BigBookCardsRecoveredType(StrEnum):
    CARDS_RECOVERED = "cards_recovered"

    def __str__(self) -> str:
        return str(self.value)
