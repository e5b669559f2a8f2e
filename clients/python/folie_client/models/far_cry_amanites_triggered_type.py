from enum import StrEnum


class FarCryAmanitesTriggeredType(StrEnum):
    AMANITES_TRIGGERED = "amanites_triggered"

    def __str__(self) -> str:
        return str(self.value)
