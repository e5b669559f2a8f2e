from enum import StrEnum


class MontagnesExaltAction(StrEnum):
    EXALT = "exalt"

    def __str__(self) -> str:
        return str(self.value)
