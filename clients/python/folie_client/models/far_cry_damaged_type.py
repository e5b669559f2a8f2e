from enum import StrEnum


class FarCryDamagedType(StrEnum):
    DAMAGED = "damaged"

    def __str__(self) -> str:
        return str(self.value)
