from enum import StrEnum


class MansionsDragOpenedType(StrEnum):
    DRAG_OPENED = "drag_opened"

    def __str__(self) -> str:
        return str(self.value)
