from enum import StrEnum


class BigBookLibraryViewElement(StrEnum):
    AIR = "air"
    EARTH = "earth"
    FIRE = "fire"
    WATER = "water"

    def __str__(self) -> str:
        return str(self.value)
