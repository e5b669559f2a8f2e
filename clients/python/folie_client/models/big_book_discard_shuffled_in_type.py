from enum import StrEnum


class BigBookDiscardShuffledInType(StrEnum):
    DISCARD_SHUFFLED_IN = "discard_shuffled_in"

    def __str__(self) -> str:
        return str(self.value)
