from enum import StrEnum


class FarCryHealedType(StrEnum):
    HEALED = "healed"

    def __str__(self) -> str:
        return str(self.value)
