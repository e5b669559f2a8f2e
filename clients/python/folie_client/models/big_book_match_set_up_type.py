from enum import StrEnum


class BigBookMatchSetUpType(StrEnum):
    MATCH_SET_UP = "match_set_up"

    def __str__(self) -> str:
        return str(self.value)
