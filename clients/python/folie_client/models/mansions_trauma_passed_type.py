from enum import StrEnum


class MansionsTraumaPassedType(StrEnum):
    TRAUMA_PASSED = "trauma_passed"

    def __str__(self) -> str:
        return str(self.value)
