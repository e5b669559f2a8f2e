from enum import StrEnum


class MansionsThreatGainedType(StrEnum):
    THREAT_GAINED = "threat_gained"

    def __str__(self) -> str:
        return str(self.value)
