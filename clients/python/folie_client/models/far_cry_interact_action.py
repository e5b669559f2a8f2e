from enum import StrEnum


class FarCryInteractAction(StrEnum):
    INTERACT = "interact"

    def __str__(self) -> str:
        return str(self.value)
