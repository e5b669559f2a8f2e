from enum import StrEnum


class MontagnesHourglassTurnedType(StrEnum):
    HOURGLASS_TURNED = "hourglass_turned"

    def __str__(self) -> str:
        return str(self.value)
