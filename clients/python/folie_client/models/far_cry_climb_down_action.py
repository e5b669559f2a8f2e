from enum import StrEnum


class FarCryClimbDownAction(StrEnum):
    CLIMB_DOWN = "climb_down"

    def __str__(self) -> str:
        return str(self.value)
