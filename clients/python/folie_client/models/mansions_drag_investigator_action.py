from enum import StrEnum


class MansionsDragInvestigatorAction(StrEnum):
    DRAG_INVESTIGATOR = "drag_investigator"

    def __str__(self) -> str:
        return str(self.value)
