from enum import StrEnum


class MaeshoweTaskDoneType(StrEnum):
    TASK_DONE = "task_done"

    def __str__(self) -> str:
        return str(self.value)
