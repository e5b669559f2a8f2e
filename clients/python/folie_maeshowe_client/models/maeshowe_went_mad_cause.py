from enum import StrEnum


class MaeshoweWentMadCause(StrEnum):
    DREAD = "dread"
    RUNES = "runes"

    def __str__(self) -> str:
        return str(self.value)
