from enum import StrEnum


class BigBookFramePushedType(StrEnum):
    FRAME_PUSHED = "frame_pushed"

    def __str__(self) -> str:
        return str(self.value)
