from enum import StrEnum


class MaeshoweCreateMatchSeating(StrEnum):
    INVITATIONS = "invitations"
    TOKENS = "tokens"

    def __str__(self) -> str:
        return str(self.value)
