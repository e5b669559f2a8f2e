from enum import StrEnum


class MansionsMatchEndedType(StrEnum):
    MATCH_ENDED = "match_ended"

    def __str__(self) -> str:
        return str(self.value)
