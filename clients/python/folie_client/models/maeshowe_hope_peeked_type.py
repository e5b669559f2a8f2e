from enum import StrEnum


class MaeshoweHopePeekedType(StrEnum):
    HOPE_PEEKED = "hope_peeked"

    def __str__(self) -> str:
        return str(self.value)
