from enum import StrEnum


class MaeshoweCardsShuffledIntoDeckSource(StrEnum):
    DISCARD = "discard"
    LINE = "line"

    def __str__(self) -> str:
        return str(self.value)
