from enum import StrEnum


class FarCryDestinationsRevealedType(StrEnum):
    EXPLORATION_DESTINATIONS_REVEALED = "exploration_destinations_revealed"

    def __str__(self) -> str:
        return str(self.value)
