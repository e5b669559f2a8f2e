from enum import StrEnum


class FarCrySeatReadyType(StrEnum):
    SEAT_READY = "seat_ready"

    def __str__(self) -> str:
        return str(self.value)
