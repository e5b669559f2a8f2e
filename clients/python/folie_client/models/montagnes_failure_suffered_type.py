from enum import StrEnum


class MontagnesFailureSufferedType(StrEnum):
    FAILURE_SUFFERED = "failure_suffered"

    def __str__(self) -> str:
        return str(self.value)
