from enum import StrEnum


class MansionsItemGivenType(StrEnum):
    ITEM_GIVEN = "item_given"

    def __str__(self) -> str:
        return str(self.value)
