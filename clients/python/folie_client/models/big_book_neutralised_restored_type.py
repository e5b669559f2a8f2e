from enum import StrEnum


class BigBookNeutralisedRestoredType(StrEnum):
    NEUTRALISED_RESTORED = "neutralised_restored"

    def __str__(self) -> str:
        return str(self.value)
