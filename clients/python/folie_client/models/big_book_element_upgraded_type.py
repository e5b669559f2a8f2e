from enum import StrEnum


class BigBookElementUpgradedType(StrEnum):
    ELEMENT_UPGRADED = "element_upgraded"

    def __str__(self) -> str:
        return str(self.value)
