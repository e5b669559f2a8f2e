from enum import StrEnum


class FarCryAmanitesRerolledOutcome(StrEnum):
    DAMAGE = "damage"
    FREE_ATTACKS = "free_attacks"
    HEAL = "heal"
    MP = "mp"

    def __str__(self) -> str:
        return str(self.value)
