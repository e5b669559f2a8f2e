from enum import StrEnum


class MaeshoweTaskAddedType(StrEnum):
    TASK_ADDED = "task_added"

    def __str__(self) -> str:
        return str(self.value)
