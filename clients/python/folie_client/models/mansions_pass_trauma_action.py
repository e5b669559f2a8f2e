from enum import StrEnum


class MansionsPassTraumaAction(StrEnum):
    PASS_TRAUMA = "pass_trauma"

    def __str__(self) -> str:
        return str(self.value)
