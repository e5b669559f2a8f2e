from enum import StrEnum


class BigBookMadnessHealedType(StrEnum):
    MADNESS_HEALED = "madness_healed"

    def __str__(self) -> str:
        return str(self.value)
