from enum import StrEnum


class BigBookOptionsMode(StrEnum):
    CAUCHEMAR = "cauchemar"
    NORMAL = "normal"
    TERREUR = "terreur"

    def __str__(self) -> str:
        return str(self.value)
