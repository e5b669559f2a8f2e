from enum import StrEnum


class BigBookCurseViewElement(StrEnum):
    AIR = "air"
    EARTH = "earth"
    FIRE = "fire"
    MULTI = "multi"
    WATER = "water"

    def __str__(self) -> str:
        return str(self.value)
