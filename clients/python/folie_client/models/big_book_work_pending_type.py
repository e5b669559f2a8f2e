from enum import StrEnum


class BigBookWorkPendingType(StrEnum):
    WORK_PENDING = "work_pending"

    def __str__(self) -> str:
        return str(self.value)
