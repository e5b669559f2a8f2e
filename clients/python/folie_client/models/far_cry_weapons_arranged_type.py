from enum import StrEnum


class FarCryWeaponsArrangedType(StrEnum):
    WEAPONS_ARRANGED = "weapons_arranged"

    def __str__(self) -> str:
        return str(self.value)
