from enum import StrEnum


class MansionsHarmedType(StrEnum):
    HARMED = "harmed"

    def __str__(self) -> str:
        return str(self.value)
