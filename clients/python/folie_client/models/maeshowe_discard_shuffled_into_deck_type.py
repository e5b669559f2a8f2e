from enum import StrEnum


class MaeshoweDiscardShuffledIntoDeckType(StrEnum):
    DISCARD_SHUFFLED_INTO_DECK = "discard_shuffled_into_deck"

    def __str__(self) -> str:
        return str(self.value)
