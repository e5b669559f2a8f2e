from enum import StrEnum


class FarCryMpGainedType(StrEnum):
    MP_GAINED = "mp_gained"

    def __str__(self) -> str:
        return str(self.value)
