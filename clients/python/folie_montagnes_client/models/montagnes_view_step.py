from enum import StrEnum


class MontagnesViewStep(StrEnum):
    BOX = "box"
    DEAL = "deal"
    DECISION = "decision"
    DIE = "die"
    DRAW = "draw"
    ENCOUNTER = "encounter"
    FAILURES = "failures"
    IGNORE_CHOICE = "ignore_choice"
    MOVEMENT = "movement"
    OVER = "over"
    PEEK = "peek"
    RELIC_ACTION = "relic_action"
    REST = "rest"
    REVEAL = "reveal"
    REWARD = "reward"

    def __str__(self) -> str:
        return str(self.value)
