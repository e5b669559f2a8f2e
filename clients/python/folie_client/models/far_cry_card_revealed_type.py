from enum import StrEnum


class FarCryCardRevealedType(StrEnum):
    EXPLORATION_CARD_REVEALED = "exploration_card_revealed"

    def __str__(self) -> str:
        return str(self.value)
