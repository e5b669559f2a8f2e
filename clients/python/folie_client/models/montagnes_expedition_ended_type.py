from enum import StrEnum


class MontagnesExpeditionEndedType(StrEnum):
    EXPEDITION_ENDED = "expedition_ended"

    def __str__(self) -> str:
        return str(self.value)
