from enum import StrEnum


class MaeshoweMatchStartedType(StrEnum):
    MATCH_STARTED = "match_started"

    def __str__(self) -> str:
        return str(self.value)
