from enum import StrEnum


class FarCryTakedownAction(StrEnum):
    TAKEDOWN = "takedown"

    def __str__(self) -> str:
        return str(self.value)
