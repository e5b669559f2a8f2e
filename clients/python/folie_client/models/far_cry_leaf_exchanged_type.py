from enum import StrEnum


class FarCryLeafExchangedType(StrEnum):
    LEAF_EXCHANGED = "leaf_exchanged"

    def __str__(self) -> str:
        return str(self.value)
