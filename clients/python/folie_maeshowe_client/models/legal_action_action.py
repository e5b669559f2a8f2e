from enum import StrEnum


class LegalActionAction(StrEnum):
    CHOOSE_RUNE = "choose_rune"
    DISCARD = "discard"
    DISCARD_DOWN = "discard_down"
    EAT = "eat"
    FORAGE = "forage"
    FORAGE_PICK = "forage_pick"
    GIVE = "give"
    PASS_JARL = "pass_jarl"
    PEEK = "peek"
    PLAY = "play"
    PLAY_FROM_DISCARD = "play_from_discard"
    PROMPTNESS_COST = "promptness_cost"
    REARRANGE = "rearrange"
    RUIN_PAIR = "ruin_pair"
    SACRIFICE = "sacrifice"
    TAKE_BACK = "take_back"

    def __str__(self) -> str:
        return str(self.value)
