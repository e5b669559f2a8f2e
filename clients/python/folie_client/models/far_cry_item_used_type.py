from enum import StrEnum


class FarCryItemUsedType(StrEnum):
    ITEM_USED = "item_used"

    def __str__(self) -> str:
        return str(self.value)
