from enum import StrEnum


class BigBookSpellsExhaustedType(StrEnum):
    SPELLS_EXHAUSTED = "spells_exhausted"

    def __str__(self) -> str:
        return str(self.value)
