from enum import StrEnum


class BigBookViewMode(StrEnum):
    CAUCHEMAR = "cauchemar"
    NORMAL = "normal"
    TERREUR = "terreur"

    def __str__(self) -> str:
        return str(self.value)
