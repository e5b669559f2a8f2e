from enum import StrEnum


class FarCryCardResolvedType(StrEnum):
    EXPLORATION_CARD_RESOLVED = "exploration_card_resolved"

    def __str__(self) -> str:
        return str(self.value)
