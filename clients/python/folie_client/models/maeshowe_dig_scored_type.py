from enum import StrEnum


class MaeshoweDigScoredType(StrEnum):
    DIG_SCORED = "dig_scored"

    def __str__(self) -> str:
        return str(self.value)
