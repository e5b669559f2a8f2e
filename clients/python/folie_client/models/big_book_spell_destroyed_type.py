from enum import StrEnum


class BigBookSpellDestroyedType(StrEnum):
    SPELL_DESTROYED = "spell_destroyed"

    def __str__(self) -> str:
        return str(self.value)
