from enum import StrEnum


class MontagnesCardViewEquipmentType1(StrEnum):
    BOOK = "book"
    CRATE = "crate"
    TOOL = "tool"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
