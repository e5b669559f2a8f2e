from enum import StrEnum


class FarCryWeaponViewReload(StrEnum):
    ANY = "any"
    FUEL = "fuel"
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)
