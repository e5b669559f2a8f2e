from enum import StrEnum


class MansionsMythosPlayedType(StrEnum):
    MYTHOS_PLAYED = "mythos_played"

    def __str__(self) -> str:
        return str(self.value)
