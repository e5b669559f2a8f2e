from enum import StrEnum


class FarCryReactAction(StrEnum):
    REACT = "react"

    def __str__(self) -> str:
        return str(self.value)
