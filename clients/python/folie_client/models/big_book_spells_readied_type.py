from enum import StrEnum


class BigBookSpellsReadiedType(StrEnum):
    SPELLS_READIED = "spells_readied"

    def __str__(self) -> str:
        return str(self.value)
