from enum import StrEnum


class FarCryRuseTakenType(StrEnum):
    RUSE_TAKEN = "ruse_taken"

    def __str__(self) -> str:
        return str(self.value)
