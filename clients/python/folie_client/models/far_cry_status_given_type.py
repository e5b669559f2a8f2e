from enum import StrEnum


class FarCryStatusGivenType(StrEnum):
    STATUS_GIVEN = "status_given"

    def __str__(self) -> str:
        return str(self.value)
