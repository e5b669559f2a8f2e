from enum import StrEnum


class MansionsDraggedType(StrEnum):
    DRAGGED = "dragged"

    def __str__(self) -> str:
        return str(self.value)
