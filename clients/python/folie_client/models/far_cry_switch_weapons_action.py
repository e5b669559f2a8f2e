from enum import StrEnum


class FarCrySwitchWeaponsAction(StrEnum):
    SWITCH_WEAPONS = "switch_weapons"

    def __str__(self) -> str:
        return str(self.value)
