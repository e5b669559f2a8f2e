from enum import StrEnum


class FarCryExplorePassAction(StrEnum):
    EXPLORE_PASS = "explore_pass"

    def __str__(self) -> str:
        return str(self.value)
