from enum import StrEnum


class MansionsUseItemAction(StrEnum):
    USE_ITEM = "use_item"

    def __str__(self) -> str:
        return str(self.value)
