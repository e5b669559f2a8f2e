from enum import StrEnum


class FarCryWeaponsSwitchedType(StrEnum):
    WEAPONS_SWITCHED = "weapons_switched"

    def __str__(self) -> str:
        return str(self.value)
