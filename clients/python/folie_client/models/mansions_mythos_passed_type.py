from enum import StrEnum


class MansionsMythosPassedType(StrEnum):
    MYTHOS_PASSED = "mythos_passed"

    def __str__(self) -> str:
        return str(self.value)
