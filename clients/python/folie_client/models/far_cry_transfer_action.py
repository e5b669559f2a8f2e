from enum import StrEnum


class FarCryTransferAction(StrEnum):
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
