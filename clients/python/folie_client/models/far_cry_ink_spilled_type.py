from enum import StrEnum


class FarCryInkSpilledType(StrEnum):
    INK_SPILLED = "ink_spilled"

    def __str__(self) -> str:
        return str(self.value)
