from enum import StrEnum


class MontagnesHandCardDiscardedType(StrEnum):
    HAND_CARD_DISCARDED = "hand_card_discarded"

    def __str__(self) -> str:
        return str(self.value)
