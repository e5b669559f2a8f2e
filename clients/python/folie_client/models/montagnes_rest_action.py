from enum import StrEnum


class MontagnesRestAction(StrEnum):
    REST = "rest"

    def __str__(self) -> str:
        return str(self.value)
