from enum import StrEnum


class FarCryFireSpreadType(StrEnum):
    FIRE_SPREAD = "fire_spread"

    def __str__(self) -> str:
        return str(self.value)
