from enum import StrEnum


class FarCryBridgeRolledType(StrEnum):
    BRIDGE_ROLLED = "bridge_rolled"

    def __str__(self) -> str:
        return str(self.value)
