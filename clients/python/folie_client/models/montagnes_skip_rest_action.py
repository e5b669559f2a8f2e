from enum import StrEnum


class MontagnesSkipRestAction(StrEnum):
    SKIP_REST = "skip_rest"

    def __str__(self) -> str:
        return str(self.value)
