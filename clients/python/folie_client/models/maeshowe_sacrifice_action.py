from enum import StrEnum


class MaeshoweSacrificeAction(StrEnum):
    SACRIFICE = "sacrifice"

    def __str__(self) -> str:
        return str(self.value)
