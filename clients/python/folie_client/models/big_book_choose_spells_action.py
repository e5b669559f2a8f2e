from enum import StrEnum


class BigBookChooseSpellsAction(StrEnum):
    CHOOSE_SPELLS = "choose_spells"

    def __str__(self) -> str:
        return str(self.value)
