from enum import StrEnum


class FarCryUnitActivatedType(StrEnum):
    UNIT_ACTIVATED = "unit_activated"

    def __str__(self) -> str:
        return str(self.value)
