from enum import StrEnum


class FarCryStatusClearedStatus(StrEnum):
    BLEEDING = "bleeding"
    BLOCAGE = "blocage"

    def __str__(self) -> str:
        return str(self.value)
