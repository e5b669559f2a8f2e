from enum import StrEnum


class FarCryDieConditionWhen(StrEnum):
    ADJACENT_TARGET = "adjacent_target"
    RANGE_AT_LEAST = "range_at_least"
    TWO_HANDS_ALONE = "two_hands_alone"

    def __str__(self) -> str:
        return str(self.value)
