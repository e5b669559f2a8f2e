from enum import StrEnum


class MontagnesStepChangedType(StrEnum):
    STEP_CHANGED = "step_changed"

    def __str__(self) -> str:
        return str(self.value)
