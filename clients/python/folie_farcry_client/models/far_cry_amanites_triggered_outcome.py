from enum import StrEnum


class FarCryAmanitesTriggeredOutcome(StrEnum):
    DAMAGE = "damage"
    FREE_ATTACKS = "free_attacks"
    HEAL = "heal"
    MP = "mp"

    def __str__(self) -> str:
        return str(self.value)
