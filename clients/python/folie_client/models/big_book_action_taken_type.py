from enum import StrEnum


class BigBookActionTakenType(StrEnum):
    ACTION_TAKEN = "action_taken"

    def __str__(self) -> str:
        return str(self.value)
