from enum import StrEnum


class FarCryZoneChangedType(StrEnum):
    ZONE_CHANGED = "zone_changed"

    def __str__(self) -> str:
        return str(self.value)
