from enum import StrEnum


class BigBookInvocationMovedType(StrEnum):
    INVOCATION_MOVED = "invocation_moved"

    def __str__(self) -> str:
        return str(self.value)
