from enum import StrEnum


class FarCryImpulseAction(StrEnum):
    IMPULSE = "impulse"

    def __str__(self) -> str:
        return str(self.value)
