from enum import StrEnum


class FarCryModeKind(StrEnum):
    AUTO = "auto"
    DISPERSION = "dispersion"
    PROPAGATION = "propagation"
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
