from enum import StrEnum


class MansionsLeftHidingType(StrEnum):
    LEFT_HIDING = "left_hiding"

    def __str__(self) -> str:
        return str(self.value)
