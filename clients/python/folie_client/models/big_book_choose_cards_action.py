from enum import StrEnum


class BigBookChooseCardsAction(StrEnum):
    CHOOSE_CARDS = "choose_cards"

    def __str__(self) -> str:
        return str(self.value)
