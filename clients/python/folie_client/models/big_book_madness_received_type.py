from enum import StrEnum


class BigBookMadnessReceivedType(StrEnum):
    MADNESS_RECEIVED = "madness_received"

    def __str__(self) -> str:
        return str(self.value)
