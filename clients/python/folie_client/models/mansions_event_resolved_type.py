from enum import StrEnum


class MansionsEventResolvedType(StrEnum):
    EVENT_RESOLVED = "event_resolved"

    def __str__(self) -> str:
        return str(self.value)
