from enum import StrEnum


class MansionsGiveAction(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
