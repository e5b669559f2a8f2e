from enum import StrEnum


class FarCryExploreChooseAction(StrEnum):
    EXPLORE_CHOOSE = "explore_choose"

    def __str__(self) -> str:
        return str(self.value)
