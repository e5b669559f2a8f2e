from enum import StrEnum


class MansionsBarrierMetType(StrEnum):
    BARRIER_MET = "barrier_met"

    def __str__(self) -> str:
        return str(self.value)
