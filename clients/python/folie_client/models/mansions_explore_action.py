from enum import StrEnum


class MansionsExploreAction(StrEnum):
    EXPLORE = "explore"

    def __str__(self) -> str:
        return str(self.value)
