from enum import StrEnum


class MontagnesAcceptDieAction(StrEnum):
    ACCEPT_DIE = "accept_die"

    def __str__(self) -> str:
        return str(self.value)
