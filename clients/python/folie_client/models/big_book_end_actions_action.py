from enum import StrEnum


class BigBookEndActionsAction(StrEnum):
    END_ACTIONS = "end_actions"

    def __str__(self) -> str:
        return str(self.value)
