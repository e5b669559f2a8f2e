from enum import StrEnum


class MontagnesDiscardFromHandAction(StrEnum):
    DISCARD_FROM_HAND = "discard_from_hand"

    def __str__(self) -> str:
        return str(self.value)
