from enum import StrEnum


class BigBookSpellsNeutralisedType(StrEnum):
    SPELLS_NEUTRALISED = "spells_neutralised"

    def __str__(self) -> str:
        return str(self.value)
