from enum import StrEnum


class FarCryDieChoiceColourType0(StrEnum):
    BLACK = "black"
    GREEN = "green"
    ORANGE = "orange"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
