from enum import StrEnum


class FarCryCraftedKind(StrEnum):
    CARRIER = "carrier"
    ITEM = "item"

    def __str__(self) -> str:
        return str(self.value)
