from enum import StrEnum


class MontagnesRelicAssignedType(StrEnum):
    RELIC_ASSIGNED = "relic_assigned"

    def __str__(self) -> str:
        return str(self.value)
