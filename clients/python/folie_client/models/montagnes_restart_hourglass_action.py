from enum import StrEnum


class MontagnesRestartHourglassAction(StrEnum):
    RESTART_HOURGLASS = "restart_hourglass"

    def __str__(self) -> str:
        return str(self.value)
