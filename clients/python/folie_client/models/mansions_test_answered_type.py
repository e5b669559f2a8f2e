from enum import StrEnum


class MansionsTestAnsweredType(StrEnum):
    TEST_ANSWERED = "test_answered"

    def __str__(self) -> str:
        return str(self.value)
