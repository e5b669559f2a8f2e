from enum import StrEnum


class MaeshoweWentMadType(StrEnum):
    WENT_MAD = "went_mad"

    def __str__(self) -> str:
        return str(self.value)
