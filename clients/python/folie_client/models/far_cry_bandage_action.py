from enum import StrEnum


class FarCryBandageAction(StrEnum):
    BANDAGE = "bandage"

    def __str__(self) -> str:
        return str(self.value)
