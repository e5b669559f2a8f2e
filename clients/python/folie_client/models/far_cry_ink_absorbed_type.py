from enum import StrEnum


class FarCryInkAbsorbedType(StrEnum):
    INK_ABSORBED = "ink_absorbed"

    def __str__(self) -> str:
        return str(self.value)
