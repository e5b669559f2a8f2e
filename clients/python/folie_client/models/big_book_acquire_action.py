from enum import StrEnum


class BigBookAcquireAction(StrEnum):
    ACQUIRE = "acquire"

    def __str__(self) -> str:
        return str(self.value)
