from enum import StrEnum


class BigBookChooseMagicianAction(StrEnum):
    CHOOSE_MAGICIAN = "choose_magician"

    def __str__(self) -> str:
        return str(self.value)
