from enum import StrEnum


class MontagnesIgnoreCardAction(StrEnum):
    IGNORE_CARD = "ignore_card"

    def __str__(self) -> str:
        return str(self.value)
