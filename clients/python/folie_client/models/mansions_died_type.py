from enum import StrEnum


class MansionsDiedType(StrEnum):
    DIED = "died"

    def __str__(self) -> str:
        return str(self.value)
