from enum import StrEnum


class MansionsSpareAction(StrEnum):
    SPARE = "spare"

    def __str__(self) -> str:
        return str(self.value)
