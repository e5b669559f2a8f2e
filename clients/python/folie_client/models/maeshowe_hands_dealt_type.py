from enum import StrEnum


class MaeshoweHandsDealtType(StrEnum):
    HANDS_DEALT = "hands_dealt"

    def __str__(self) -> str:
        return str(self.value)
