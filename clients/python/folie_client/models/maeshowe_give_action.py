from enum import StrEnum


class MaeshoweGiveAction(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
