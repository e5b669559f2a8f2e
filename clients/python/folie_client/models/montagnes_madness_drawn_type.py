from enum import StrEnum


class MontagnesMadnessDrawnType(StrEnum):
    MADNESS_DRAWN = "madness_drawn"

    def __str__(self) -> str:
        return str(self.value)
