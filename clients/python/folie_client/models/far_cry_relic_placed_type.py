from enum import StrEnum


class FarCryRelicPlacedType(StrEnum):
    RELIC_PLACED = "relic_placed"

    def __str__(self) -> str:
        return str(self.value)
