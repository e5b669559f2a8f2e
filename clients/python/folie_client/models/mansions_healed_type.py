from enum import StrEnum


class MansionsHealedType(StrEnum):
    HEALED = "healed"

    def __str__(self) -> str:
        return str(self.value)
