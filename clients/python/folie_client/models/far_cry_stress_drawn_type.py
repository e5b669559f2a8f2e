from enum import StrEnum


class FarCryStressDrawnType(StrEnum):
    STRESS_DRAWN = "stress_drawn"

    def __str__(self) -> str:
        return str(self.value)
