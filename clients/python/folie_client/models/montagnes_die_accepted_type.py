from enum import StrEnum


class MontagnesDieAcceptedType(StrEnum):
    DIE_ACCEPTED = "die_accepted"

    def __str__(self) -> str:
        return str(self.value)
