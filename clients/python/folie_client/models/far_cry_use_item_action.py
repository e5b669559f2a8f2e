from enum import StrEnum


class FarCryUseItemAction(StrEnum):
    USE_ITEM = "use_item"

    def __str__(self) -> str:
        return str(self.value)
