from enum import StrEnum


class FarCryMadnessReturnedType(StrEnum):
    MADNESS_RETURNED = "madness_returned"

    def __str__(self) -> str:
        return str(self.value)
