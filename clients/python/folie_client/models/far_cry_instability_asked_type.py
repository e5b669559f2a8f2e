from enum import StrEnum


class FarCryInstabilityAskedType(StrEnum):
    INSTABILITY_ASKED = "instability_asked"

    def __str__(self) -> str:
        return str(self.value)
