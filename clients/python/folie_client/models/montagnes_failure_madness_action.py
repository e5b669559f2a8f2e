from enum import StrEnum


class MontagnesFailureMadnessAction(StrEnum):
    FAILURE_MADNESS = "failure_madness"

    def __str__(self) -> str:
        return str(self.value)
