from enum import StrEnum


class FarCryImpulseUsedType(StrEnum):
    IMPULSE_USED = "impulse_used"

    def __str__(self) -> str:
        return str(self.value)
