from enum import StrEnum


class BigBookElementAcquiredType(StrEnum):
    ELEMENT_ACQUIRED = "element_acquired"

    def __str__(self) -> str:
        return str(self.value)
