from enum import StrEnum


class FarCryUnitPlacedType(StrEnum):
    UNIT_PLACED = "unit_placed"

    def __str__(self) -> str:
        return str(self.value)
