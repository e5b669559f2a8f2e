from enum import StrEnum


class FarCryPickedUpType(StrEnum):
    PICKED_UP = "picked_up"

    def __str__(self) -> str:
        return str(self.value)
