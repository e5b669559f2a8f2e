from enum import StrEnum


class FarCryRerollsBoughtType(StrEnum):
    EXPLORATION_REROLLS_BOUGHT = "exploration_rerolls_bought"

    def __str__(self) -> str:
        return str(self.value)
