from enum import StrEnum


class FarCryDoorTurnedType(StrEnum):
    DOOR_TURNED = "door_turned"

    def __str__(self) -> str:
        return str(self.value)
