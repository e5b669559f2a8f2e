from enum import StrEnum


class MatchCreatedEntrySeedSource(StrEnum):
    CALLER = "caller"
    SERVER = "server"
    UNRECORDED = "unrecorded"

    def __str__(self) -> str:
        return str(self.value)
