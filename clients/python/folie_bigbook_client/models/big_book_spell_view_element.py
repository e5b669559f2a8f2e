from enum import StrEnum


class BigBookSpellViewElement(StrEnum):
    AIR = "air"
    EARTH = "earth"
    FIRE = "fire"
    WATER = "water"

    def __str__(self) -> str:
        return str(self.value)
