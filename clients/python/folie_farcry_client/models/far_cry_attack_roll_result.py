from enum import StrEnum


class FarCryAttackRollResult(StrEnum):
    COVER = "cover"
    HIT = "hit"
    MISS = "miss"

    def __str__(self) -> str:
        return str(self.value)
