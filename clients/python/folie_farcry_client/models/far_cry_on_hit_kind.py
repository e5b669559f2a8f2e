from enum import StrEnum


class FarCryOnHitKind(StrEnum):
    BLEEDING = "bleeding"
    BLOCAGE = "blocage"
    IGNITE = "ignite"
    STUN = "stun"

    def __str__(self) -> str:
        return str(self.value)
