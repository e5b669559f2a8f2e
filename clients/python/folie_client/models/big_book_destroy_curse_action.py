from enum import StrEnum


class BigBookDestroyCurseAction(StrEnum):
    DESTROY_CURSE = "destroy_curse"

    def __str__(self) -> str:
        return str(self.value)
