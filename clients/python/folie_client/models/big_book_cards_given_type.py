from enum import StrEnum


class BigBookCardsGivenType(StrEnum):
    CARDS_GIVEN = "cards_given"

    def __str__(self) -> str:
        return str(self.value)
