from enum import StrEnum


class FarCryDestinationChosenType(StrEnum):
    EXPLORATION_DESTINATION_CHOSEN = "exploration_destination_chosen"

    def __str__(self) -> str:
        return str(self.value)
