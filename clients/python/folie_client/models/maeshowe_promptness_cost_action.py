from enum import StrEnum


class MaeshowePromptnessCostAction(StrEnum):
    PROMPTNESS_COST = "promptness_cost"

    def __str__(self) -> str:
        return str(self.value)
