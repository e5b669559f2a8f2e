from enum import StrEnum


class MontagnesResolutionEndedType(StrEnum):
    RESOLUTION_ENDED = "resolution_ended"

    def __str__(self) -> str:
        return str(self.value)
