from enum import StrEnum


class MaeshoweHealthChangedType(StrEnum):
    HEALTH_CHANGED = "health_changed"

    def __str__(self) -> str:
        return str(self.value)
