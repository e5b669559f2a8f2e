from enum import StrEnum


class FarCrySeatTakenType(StrEnum):
    SEAT_TAKEN = "seat_taken"

    def __str__(self) -> str:
        return str(self.value)
