from enum import StrEnum


class FarCryAttackMode(StrEnum):
    AUTO = "auto"
    DISPERSION = "dispersion"
    PROPAGATION = "propagation"
    SINGLE = "single"
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
