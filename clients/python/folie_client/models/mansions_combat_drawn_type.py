from enum import StrEnum


class MansionsCombatDrawnType(StrEnum):
    COMBAT_DRAWN = "combat_drawn"

    def __str__(self) -> str:
        return str(self.value)
