from enum import StrEnum


class FarCryStatusGivenStatus(StrEnum):
    BLEEDING = "bleeding"
    BLOCAGE = "blocage"

    def __str__(self) -> str:
        return str(self.value)
