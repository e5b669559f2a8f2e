from enum import StrEnum


class FarCryRegroupedType(StrEnum):
    EXPLORATION_REGROUPED = "exploration_regrouped"

    def __str__(self) -> str:
        return str(self.value)
