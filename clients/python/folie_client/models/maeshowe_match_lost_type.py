from enum import StrEnum


class MaeshoweMatchLostType(StrEnum):
    MATCH_LOST = "match_lost"

    def __str__(self) -> str:
        return str(self.value)
