from enum import StrEnum


class MontagnesSledRevealedType(StrEnum):
    SLED_REVEALED = "sled_revealed"

    def __str__(self) -> str:
        return str(self.value)
