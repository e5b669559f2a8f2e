from enum import StrEnum


class FarCryTargetChosenType(StrEnum):
    TARGET_CHOSEN = "target_chosen"

    def __str__(self) -> str:
        return str(self.value)
