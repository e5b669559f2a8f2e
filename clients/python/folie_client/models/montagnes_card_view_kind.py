from enum import StrEnum


class MontagnesCardViewKind(StrEnum):
    EQUIPMENT = "equipment"
    ESOTERIC = "esoteric"
    INJURY = "injury"

    def __str__(self) -> str:
        return str(self.value)
