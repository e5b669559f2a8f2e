from enum import StrEnum


class MansionsChooseInvestigatorAction(StrEnum):
    CHOOSE_INVESTIGATOR = "choose_investigator"

    def __str__(self) -> str:
        return str(self.value)
