from enum import StrEnum


class MansionsCastSpellAction(StrEnum):
    CAST_SPELL = "cast_spell"

    def __str__(self) -> str:
        return str(self.value)
