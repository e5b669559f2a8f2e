from enum import StrEnum


class BigBookPhaseChangedType(StrEnum):
    PHASE_CHANGED = "phase_changed"

    def __str__(self) -> str:
        return str(self.value)
