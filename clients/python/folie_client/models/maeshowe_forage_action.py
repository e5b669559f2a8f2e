from enum import StrEnum


class MaeshoweForageAction(StrEnum):
    FORAGE = "forage"

    def __str__(self) -> str:
        return str(self.value)
