from enum import StrEnum


class MontagnesPlaceCardsAction(StrEnum):
    PLACE_CARDS = "place_cards"

    def __str__(self) -> str:
        return str(self.value)
