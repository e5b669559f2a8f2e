from enum import StrEnum


class MontagnesBoxTokenAction(StrEnum):
    BOX_TOKEN = "box_token"

    def __str__(self) -> str:
        return str(self.value)
