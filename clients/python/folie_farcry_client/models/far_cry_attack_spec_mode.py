from enum import StrEnum


class FarCryAttackSpecMode(StrEnum):
    AUTO = "auto"
    DISPERSION = "dispersion"
    PROPAGATION = "propagation"
    SINGLE = "single"
    THROW = "throw"
    ZOC = "zoc"

    def __str__(self) -> str:
        return str(self.value)
