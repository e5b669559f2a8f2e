from enum import StrEnum


class FarCryExploreRegroupAction(StrEnum):
    EXPLORE_REGROUP = "explore_regroup"

    def __str__(self) -> str:
        return str(self.value)
