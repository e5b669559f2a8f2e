from enum import StrEnum


class TokenRequestScope(StrEnum):
    CREATOR = "creator"
    SEAT = "seat"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
