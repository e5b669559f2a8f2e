from enum import StrEnum


class FarCryHeldDieCause(StrEnum):
    AMANITES = "amanites"
    KNIFE_BONUS = "knife_bonus"
    NEST = "nest"
    STEEL_ABS = "steel_abs"
    TAKEDOWN = "takedown"

    def __str__(self) -> str:
        return str(self.value)
