from enum import StrEnum


class MontagnesSpaceViewRegion(StrEnum):
    CITY = "city"
    COAST = "coast"
    ESCAPE = "escape"
    GATES = "gates"
    MOUNTAINS = "mountains"

    def __str__(self) -> str:
        return str(self.value)
