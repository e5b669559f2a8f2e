from enum import StrEnum


class BigBookMatchEndedType(StrEnum):
    MATCH_ENDED = "match_ended"

    def __str__(self) -> str:
        return str(self.value)
