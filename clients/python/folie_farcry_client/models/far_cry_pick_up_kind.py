from enum import StrEnum


class FarCryPickUpKind(StrEnum):
    LEAF = "leaf"
    LOOT = "loot"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
