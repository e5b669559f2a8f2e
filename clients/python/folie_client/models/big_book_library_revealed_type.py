from enum import StrEnum


class BigBookLibraryRevealedType(StrEnum):
    LIBRARY_REVEALED = "library_revealed"

    def __str__(self) -> str:
        return str(self.value)
