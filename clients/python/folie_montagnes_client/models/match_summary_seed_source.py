from enum import StrEnum


class MatchSummarySeedSource(StrEnum):
    CALLER = "caller"
    SERVER = "server"
    UNRECORDED = "unrecorded"

    def __str__(self) -> str:
        return str(self.value)
