from enum import StrEnum


class MontagnesRaiseHandLimitAction(StrEnum):
    RAISE_HAND_LIMIT = "raise_hand_limit"

    def __str__(self) -> str:
        return str(self.value)
