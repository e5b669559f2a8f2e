from enum import StrEnum


class FarCryRubbleFellType(StrEnum):
    RUBBLE_FELL = "rubble_fell"

    def __str__(self) -> str:
        return str(self.value)
