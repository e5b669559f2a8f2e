from enum import StrEnum


class FarCryRusesPlacedType(StrEnum):
    RUSES_PLACED = "ruses_placed"

    def __str__(self) -> str:
        return str(self.value)
