from enum import StrEnum


class MontagnesInjuryHealedType(StrEnum):
    INJURY_HEALED = "injury_healed"

    def __str__(self) -> str:
        return str(self.value)
