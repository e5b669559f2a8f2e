from enum import StrEnum


class BigBookSpellLearnedType(StrEnum):
    SPELL_LEARNED = "spell_learned"

    def __str__(self) -> str:
        return str(self.value)
