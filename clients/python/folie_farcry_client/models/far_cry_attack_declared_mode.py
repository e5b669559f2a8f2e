from enum import StrEnum


class FarCryAttackDeclaredMode(StrEnum):
    AUTO = "auto"
    DISPERSION = "dispersion"
    PROPAGATION = "propagation"
    SINGLE = "single"
    THROW = "throw"
    ZOC = "zoc"

    def __str__(self) -> str:
        return str(self.value)
