from enum import StrEnum


class MansionsStunRecoveredType(StrEnum):
    STUN_RECOVERED = "stun_recovered"

    def __str__(self) -> str:
        return str(self.value)
