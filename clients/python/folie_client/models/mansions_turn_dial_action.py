from enum import StrEnum


class MansionsTurnDialAction(StrEnum):
    TURN_DIAL = "turn_dial"

    def __str__(self) -> str:
        return str(self.value)
