from enum import StrEnum


class MontagnesFailureDieAction(StrEnum):
    FAILURE_DIE = "failure_die"

    def __str__(self) -> str:
        return str(self.value)
