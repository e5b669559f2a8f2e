from enum import StrEnum


class MansionsInvestigatorChosenType(StrEnum):
    INVESTIGATOR_CHOSEN = "investigator_chosen"

    def __str__(self) -> str:
        return str(self.value)
