from enum import StrEnum


class MansionsPassMythosAction(StrEnum):
    PASS_MYTHOS = "pass_mythos"

    def __str__(self) -> str:
        return str(self.value)
