from enum import StrEnum


class MaeshoweDiscardShuffledType(StrEnum):
    DISCARD_SHUFFLED = "discard_shuffled"

    def __str__(self) -> str:
        return str(self.value)
