from enum import StrEnum


class BigBookSupportTakenType(StrEnum):
    SUPPORT_TAKEN = "support_taken"

    def __str__(self) -> str:
        return str(self.value)
