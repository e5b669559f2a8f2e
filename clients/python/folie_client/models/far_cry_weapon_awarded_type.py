from enum import StrEnum


class FarCryWeaponAwardedType(StrEnum):
    WEAPON_AWARDED = "weapon_awarded"

    def __str__(self) -> str:
        return str(self.value)
