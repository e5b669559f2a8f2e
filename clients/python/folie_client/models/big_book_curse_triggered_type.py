from enum import StrEnum


class BigBookCurseTriggeredType(StrEnum):
    CURSE_TRIGGERED = "curse_triggered"

    def __str__(self) -> str:
        return str(self.value)
