from enum import StrEnum


class MaeshoweSnubDrawnType(StrEnum):
    SNUB_DRAWN = "snub_drawn"

    def __str__(self) -> str:
        return str(self.value)
