from enum import StrEnum


class FarCryQueueAdvancedType(StrEnum):
    QUEUE_ADVANCED = "queue_advanced"

    def __str__(self) -> str:
        return str(self.value)
