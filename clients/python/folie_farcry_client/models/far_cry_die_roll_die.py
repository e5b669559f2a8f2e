from enum import StrEnum


class FarCryDieRollDie(StrEnum):
    BLACK = "black"
    COVER = "cover"
    GREEN = "green"
    ORANGE = "orange"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
