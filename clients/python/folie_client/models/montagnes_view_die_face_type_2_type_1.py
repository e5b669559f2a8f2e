from enum import StrEnum


class MontagnesViewDieFaceType2Type1(StrEnum):
    ACCIDENT = "accident"
    CONFUSION = "confusion"
    MORALE = "morale"

    def __str__(self) -> str:
        return str(self.value)
