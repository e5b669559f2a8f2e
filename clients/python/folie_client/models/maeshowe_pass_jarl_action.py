from enum import StrEnum


class MaeshowePassJarlAction(StrEnum):
    PASS_JARL = "pass_jarl"

    def __str__(self) -> str:
        return str(self.value)
