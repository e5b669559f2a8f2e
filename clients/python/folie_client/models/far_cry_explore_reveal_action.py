from enum import StrEnum


class FarCryExploreRevealAction(StrEnum):
    EXPLORE_REVEAL = "explore_reveal"

    def __str__(self) -> str:
        return str(self.value)
