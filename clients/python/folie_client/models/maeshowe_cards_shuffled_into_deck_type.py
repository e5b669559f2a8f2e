from enum import StrEnum


class MaeshoweCardsShuffledIntoDeckType(StrEnum):
    CARDS_SHUFFLED_INTO_DECK = "cards_shuffled_into_deck"

    def __str__(self) -> str:
        return str(self.value)
