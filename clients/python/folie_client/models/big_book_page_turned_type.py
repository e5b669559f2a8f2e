from enum import StrEnum


class BigBookPageTurnedType(StrEnum):
    PAGE_TURNED = "page_turned"

    def __str__(self) -> str:
        return str(self.value)
