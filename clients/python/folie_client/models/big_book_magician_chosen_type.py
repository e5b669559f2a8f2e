from enum import StrEnum


class BigBookMagicianChosenType(StrEnum):
    MAGICIAN_CHOSEN = "magician_chosen"

    def __str__(self) -> str:
        return str(self.value)
