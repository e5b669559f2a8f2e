from enum import StrEnum


class MansionsModifiedType(StrEnum):
    MODIFIED = "modified"

    def __str__(self) -> str:
        return str(self.value)
