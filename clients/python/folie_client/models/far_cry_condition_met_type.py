from enum import StrEnum


class FarCryConditionMetType(StrEnum):
    CONDITION_MET = "condition_met"

    def __str__(self) -> str:
        return str(self.value)
