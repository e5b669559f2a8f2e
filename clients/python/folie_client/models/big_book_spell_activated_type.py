from enum import StrEnum


class BigBookSpellActivatedType(StrEnum):
    SPELL_ACTIVATED = "spell_activated"

    def __str__(self) -> str:
        return str(self.value)
