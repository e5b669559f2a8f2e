from enum import StrEnum


class FarCryExploreRerollsAction(StrEnum):
    EXPLORE_REROLLS = "explore_rerolls"

    def __str__(self) -> str:
        return str(self.value)
