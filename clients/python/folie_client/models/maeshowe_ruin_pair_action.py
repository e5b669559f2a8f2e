from enum import StrEnum


class MaeshoweRuinPairAction(StrEnum):
    RUIN_PAIR = "ruin_pair"

    def __str__(self) -> str:
        return str(self.value)
