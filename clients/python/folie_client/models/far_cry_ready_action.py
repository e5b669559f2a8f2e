from enum import StrEnum


class FarCryReadyAction(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
