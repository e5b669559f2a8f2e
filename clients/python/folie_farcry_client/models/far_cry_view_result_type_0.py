from enum import StrEnum


class FarCryViewResultType0(StrEnum):
    FAILURE = "failure"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
