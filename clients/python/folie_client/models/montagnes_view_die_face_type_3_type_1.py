from enum import StrEnum


class MontagnesViewDieFaceType3Type1(StrEnum):
    ACCIDENT = "accident"
    CONFUSION = "confusion"
    MORALE = "morale"

    def __str__(self) -> str:
        return str(self.value)
