from enum import StrEnum


class FarCryTakedownTriedType(StrEnum):
    TAKEDOWN_TRIED = "takedown_tried"

    def __str__(self) -> str:
        return str(self.value)
