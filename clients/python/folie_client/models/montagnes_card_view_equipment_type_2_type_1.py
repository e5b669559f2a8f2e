from enum import StrEnum


class MontagnesCardViewEquipmentType2Type1(StrEnum):
    BOOK = "book"
    CRATE = "crate"
    TOOL = "tool"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
