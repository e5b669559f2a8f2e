from enum import StrEnum


class FarCryAnnouncedType(StrEnum):
    ANNOUNCED = "announced"

    def __str__(self) -> str:
        return str(self.value)
