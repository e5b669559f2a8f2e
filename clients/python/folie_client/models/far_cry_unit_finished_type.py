from enum import StrEnum


class FarCryUnitFinishedType(StrEnum):
    UNIT_FINISHED = "unit_finished"

    def __str__(self) -> str:
        return str(self.value)
