from enum import StrEnum


class MansionsMythosWindowOpenedType(StrEnum):
    MYTHOS_WINDOW_OPENED = "mythos_window_opened"

    def __str__(self) -> str:
        return str(self.value)
