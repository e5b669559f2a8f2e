from enum import StrEnum


class LegalActionAction(StrEnum):
    ACCEPT_DIE = "accept_die"
    ASSIGN_RELIC = "assign_relic"
    BOX_TOKEN = "box_token"
    DEAL = "deal"
    DEAL_TO = "deal_to"
    DISCARD_FROM_HAND = "discard_from_hand"
    END_ENCOUNTER = "end_encounter"
    EXALT = "exalt"
    FAILURE_DIE = "failure_die"
    FAILURE_MADNESS = "failure_madness"
    IGNORE_CARD = "ignore_card"
    IGNORE_MADNESS = "ignore_madness"
    MOVE = "move"
    PLACE_CARDS = "place_cards"
    RAISE_HAND_LIMIT = "raise_hand_limit"
    REROLL_DIE = "reroll_die"
    REST = "rest"
    RESTART_HOURGLASS = "restart_hourglass"
    SEARCH_TILE = "search_tile"
    SKIP_REST = "skip_rest"
    TAKE_ESOTERIC = "take_esoteric"

    def __str__(self) -> str:
        return str(self.value)
