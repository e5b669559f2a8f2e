from enum import StrEnum


class FarCryZoneChangedZone(StrEnum):
    BUNKER = "bunker"
    OUTSIDE = "outside"

    def __str__(self) -> str:
        return str(self.value)
