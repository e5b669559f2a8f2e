from enum import StrEnum


class MansionsExploredType(StrEnum):
    EXPLORED = "explored"

    def __str__(self) -> str:
        return str(self.value)
