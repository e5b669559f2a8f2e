from enum import IntEnum


class MansionsTurnDialStep(IntEnum):
    VALUE_NEGATIVE_1 = -1
    VALUE_1 = 1

    def __str__(self) -> str:
        return str(self.value)
