from enum import StrEnum


class MontagnesTakeEsotericAction(StrEnum):
    TAKE_ESOTERIC = "take_esoteric"

    def __str__(self) -> str:
        return str(self.value)
