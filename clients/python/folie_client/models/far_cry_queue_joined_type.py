from enum import StrEnum


class FarCryQueueJoinedType(StrEnum):
    QUEUE_JOINED = "queue_joined"

    def __str__(self) -> str:
        return str(self.value)
