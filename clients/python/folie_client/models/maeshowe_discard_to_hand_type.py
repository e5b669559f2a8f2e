from enum import StrEnum


class MaeshoweDiscardToHandType(StrEnum):
    DISCARD_TO_HAND = "discard_to_hand"

    def __str__(self) -> str:
        return str(self.value)
