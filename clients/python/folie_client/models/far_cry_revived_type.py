from enum import StrEnum


class FarCryRevivedType(StrEnum):
    REVIVED = "revived"

    def __str__(self) -> str:
        return str(self.value)
