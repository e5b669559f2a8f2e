from enum import StrEnum


class MontagnesEncounterClosedType(StrEnum):
    ENCOUNTER_CLOSED = "encounter_closed"

    def __str__(self) -> str:
        return str(self.value)
