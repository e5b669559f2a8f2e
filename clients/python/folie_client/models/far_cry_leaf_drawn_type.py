from enum import StrEnum


class FarCryLeafDrawnType(StrEnum):
    LEAF_DRAWN = "leaf_drawn"

    def __str__(self) -> str:
        return str(self.value)
