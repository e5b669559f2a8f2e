from enum import StrEnum


class MaeshowePassagesChangedType(StrEnum):
    PASSAGES_CHANGED = "passages_changed"

    def __str__(self) -> str:
        return str(self.value)
