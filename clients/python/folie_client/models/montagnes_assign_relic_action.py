from enum import StrEnum


class MontagnesAssignRelicAction(StrEnum):
    ASSIGN_RELIC = "assign_relic"

    def __str__(self) -> str:
        return str(self.value)
