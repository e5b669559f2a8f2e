from enum import StrEnum


class FarCryCardBoughtKind(StrEnum):
    ACCESSORY = "accessory"
    CARRIER = "carrier"
    ITEM = "item"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
