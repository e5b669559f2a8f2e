from enum import StrEnum


class FarCryStatusClearedType(StrEnum):
    STATUS_CLEARED = "status_cleared"

    def __str__(self) -> str:
        return str(self.value)
