from enum import StrEnum


class BigBookOpOp(StrEnum):
    ADD_MADNESS = "add_madness"
    DESTROY_CURSE = "destroy_curse"
    DESTROY_DECK = "destroy_deck"
    DESTROY_DISCARD = "destroy_discard"
    DESTROY_HAND = "destroy_hand"
    DISCARD = "discard"
    DISCARD_MADNESS = "discard_madness"
    DISCARD_SUPPORT = "discard_support"
    DRAW = "draw"
    EXHAUST_SPELL = "exhaust_spell"
    EXTRA_ACTIONS = "extra_actions"
    GAIN = "gain"
    GIVE = "give"
    HEAL = "heal"
    NEUTRALISE_CURSE = "neutralise_curse"
    NEUTRALISE_SPELL = "neutralise_spell"
    READY_SPELL = "ready_spell"
    RECOVER = "recover"
    SHUFFLE_IN = "shuffle_in"
    SUPPORT = "support"
    TAKE_SUPPORT = "take_support"
    TOKEN = "token"
    TOPDECK = "topdeck"
    UPGRADE = "upgrade"

    def __str__(self) -> str:
        return str(self.value)
