from enum import StrEnum


class MaeshoweFoodChangedType(StrEnum):
    FOOD_CHANGED = "food_changed"

    def __str__(self) -> str:
        return str(self.value)
