from enum import StrEnum


class MontagnesExpeditionPreparedType(StrEnum):
    EXPEDITION_PREPARED = "expedition_prepared"

    def __str__(self) -> str:
        return str(self.value)
