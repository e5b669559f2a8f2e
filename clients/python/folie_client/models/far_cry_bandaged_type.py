from enum import StrEnum


class FarCryBandagedType(StrEnum):
    BANDAGED = "bandaged"

    def __str__(self) -> str:
        return str(self.value)
