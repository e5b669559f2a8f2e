from enum import StrEnum


class MaeshoweMatchWonType(StrEnum):
    MATCH_WON = "match_won"

    def __str__(self) -> str:
        return str(self.value)
