from enum import StrEnum


class MontagnesHourglassRanOutType(StrEnum):
    HOURGLASS_RAN_OUT = "hourglass_ran_out"

    def __str__(self) -> str:
        return str(self.value)
