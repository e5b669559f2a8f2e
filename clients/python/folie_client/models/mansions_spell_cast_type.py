from enum import StrEnum


class MansionsSpellCastType(StrEnum):
    SPELL_CAST = "spell_cast"

    def __str__(self) -> str:
        return str(self.value)
