from enum import StrEnum


class MaeshoweRearrangeAction(StrEnum):
    REARRANGE = "rearrange"

    def __str__(self) -> str:
        return str(self.value)
