from enum import StrEnum


class MansionsSpellDrawnType(StrEnum):
    SPELL_DRAWN = "spell_drawn"

    def __str__(self) -> str:
        return str(self.value)
