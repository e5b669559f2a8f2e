from enum import StrEnum


class FarCryDieChoiceKind(StrEnum):
    FAILURE = "failure"
    ROLL = "roll"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
