from enum import StrEnum


class FarCryStressTurnedType(StrEnum):
    STRESS_TURNED = "stress_turned"

    def __str__(self) -> str:
        return str(self.value)
