from enum import StrEnum


class BigBookFramePoppedType(StrEnum):
    FRAME_POPPED = "frame_popped"

    def __str__(self) -> str:
        return str(self.value)
