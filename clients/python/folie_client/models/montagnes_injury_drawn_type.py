from enum import StrEnum


class MontagnesInjuryDrawnType(StrEnum):
    INJURY_DRAWN = "injury_drawn"

    def __str__(self) -> str:
        return str(self.value)
