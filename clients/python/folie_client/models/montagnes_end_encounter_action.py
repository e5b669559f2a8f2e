from enum import StrEnum


class MontagnesEndEncounterAction(StrEnum):
    END_ENCOUNTER = "end_encounter"

    def __str__(self) -> str:
        return str(self.value)
