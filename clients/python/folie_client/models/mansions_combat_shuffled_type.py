from enum import StrEnum


class MansionsCombatShuffledType(StrEnum):
    COMBAT_SHUFFLED = "combat_shuffled"

    def __str__(self) -> str:
        return str(self.value)
