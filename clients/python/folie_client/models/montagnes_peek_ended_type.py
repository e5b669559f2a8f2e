from enum import StrEnum


class MontagnesPeekEndedType(StrEnum):
    PEEK_ENDED = "peek_ended"

    def __str__(self) -> str:
        return str(self.value)
