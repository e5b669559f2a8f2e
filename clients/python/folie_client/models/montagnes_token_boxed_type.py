from enum import StrEnum


class MontagnesTokenBoxedType(StrEnum):
    TOKEN_BOXED = "token_boxed"

    def __str__(self) -> str:
        return str(self.value)
