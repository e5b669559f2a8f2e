from enum import StrEnum


class FarCryInstabilityChosenType(StrEnum):
    INSTABILITY_CHOSEN = "instability_chosen"

    def __str__(self) -> str:
        return str(self.value)
