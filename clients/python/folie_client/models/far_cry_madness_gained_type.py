from enum import StrEnum


class FarCryMadnessGainedType(StrEnum):
    MADNESS_GAINED = "madness_gained"

    def __str__(self) -> str:
        return str(self.value)
