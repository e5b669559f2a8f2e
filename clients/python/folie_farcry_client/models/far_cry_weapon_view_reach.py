from enum import StrEnum


class FarCryWeaponViewReach(StrEnum):
    MELEE = "melee"
    RANGED = "ranged"

    def __str__(self) -> str:
        return str(self.value)
