"""The effect vocabulary, keyword by keyword ("Vocabulaire et effets divers"), targets and the
Variable X."""

from __future__ import annotations

from typing import Any

from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, Effect, Op, card_value, is_madness
from domain.games.bigbook.context import expand
from domain.games.bigbook.state import SpellSlot, State, Step

from .helpers import (
    act,
    clear_board,
    free_cards,
    free_madness,
    place_curse,
    put,
    refused,
    schedule,
    set_hand,
    settle,
    settle_log,
    start,
)


def ready(players: int = 2) -> State:
    state = start(players=players)
    clear_board(state)
    return state


def step(op: str, seat: int = 0, n: int = 1, **fields: Any) -> Step:
    fields.setdefault("actor", seat)
    return Step(op=op, seat=seat, n=n, **fields)


def only_prompt(state: State) -> tuple[str, int, list[Any], int]:
    prompts = ENGINE.prompts(state)
    assert len(prompts) == 1
    action = ENGINE.legal_actions(state, prompts[0].seat)[0]
    param = action.params[0]
    return prompts[0].kind, prompts[0].seat, [c.value for c in param.choices], param.min


def test_draw_takes_cards_from_the_top_of_ones_own_deck() -> None:
    """Piocher: « vous devez toujours les prendre sur le dessus de votre propre pioche »."""
    state = ready()
    top = state.players[0].deck[:2]
    state = schedule(state, [step("draw", n=2)])
    assert state.players[0].hand[-2:] == top


def test_destroying_from_an_empty_deck_adds_a_madness_and_reshuffles() -> None:
    """« Lorsqu'un joueur doit piocher ou détruire une carte de sa pioche et que sa pioche est vide »
    (R-B-6); the destroyed card is set aside face up (« Il est autorisé de regarder les cartes qui
    sont détruites »)."""
    state = ready()
    player = state.players[0]
    player.discard.extend(player.deck)
    player.deck.clear()
    pile = len(state.madness_pile)
    state = schedule(state, [step("destroy_deck", n=1)])
    assert len(state.madness_pile) == pile - 1
    assert len(state.destroyed) == 1
    assert ev.DeckTopDestroyed.reveals


def test_discard_asks_which_cards_unless_the_choice_is_forced() -> None:
    """« Vous devez toujours appliquer au maximum les effets » and « Un joueur qui n'a pas de carte
    en main à défausser pioche tout de même 1 carte » (Œil du cyclone)."""
    state = ready()
    state = schedule(state, [step("discard", n=1)])
    kind, seat, choices, count = only_prompt(state)
    assert (kind, seat, count) == ("discard", 0, 1) and len(choices) == 6
    state = act(state, 0, {"action": "choose_cards", "cards": [choices[0]]})
    assert choices[0] in state.players[0].discard

    empty = ready()
    empty.players[0].deck.extend(empty.players[0].hand)
    empty.players[0].hand.clear()
    effects = CONTENT.spells["oeil_du_cyclone"].effects
    empty = schedule(empty, expand(empty, effects, 0, 1, "oeil_du_cyclone"))
    empty, _ = settle_log(empty)
    assert len(empty.players[0].hand) == 1


def test_discard_madness_only_offers_madness_cards() -> None:
    """Madness may be discarded by card effects (FAQ), here Morgane's designed power."""
    state = ready()
    mad = free_madness(state, 2)
    set_hand(state, 0, [*mad, *free_cards(state, "air", 1, 2)])
    state = schedule(state, [step("discard_madness")])
    _, _, choices, _ = only_prompt(state)
    assert sorted(choices) == sorted(mad)


def test_discard_support_takes_from_ones_own_support() -> None:
    """« Une carte reste en soutien jusqu'à ce qu'elle soit défaussée pour une Action ou par une Malédiction »."""
    state = ready()
    card = free_cards(state, "fire", 1, 1)[0]
    put(state, card, 0, "support")
    put(state, free_cards(state, "fire", 1, 1)[0], 1, "support")
    state = schedule(state, [step("discard_support")])
    assert not state.players[0].support and card in state.players[0].discard
    assert len(state.players[1].support) == 1


def test_support_holds_at_most_three_cards() -> None:
    """Soutien: « Chaque joueur peut avoir jusqu'à 3 cartes en soutien »; the rest is ignored."""
    state = ready()
    for card in free_cards(state, "water", 1, 2):
        put(state, card, 0, "support")
    state = schedule(state, [step("support", n=3)])
    kind, _, _, count = only_prompt(state)
    assert kind == "support" and count == 1
    state = act(state, 0, {"action": "choose_cards", "cards": [state.players[0].hand[0]]})
    assert len(state.players[0].support) == 3
    state = schedule(state, [step("support", n=1)])
    assert not ENGINE.prompts(state) and len(state.players[0].support) == 3


def test_a_madness_received_in_support_may_be_a_fourth_support_card() -> None:
    """« Ajouter une Folie en soutien … Vous êtes donc temporairement à 4 cartes en soutien »."""
    state = ready()
    for card in free_cards(state, "water", 1, 3):
        put(state, card, 0, "support")
    state = schedule(state, [step("add_madness", zone="support")])
    assert len(state.players[0].support) == 4 and is_madness(state.players[0].support[-1])


def test_madness_goes_to_the_discard_the_hand_or_the_top_of_the_deck() -> None:
    """« Lorsque vous recevez une carte Folie, prenez-la dans la pile Folie et ajoutez-la à votre
    défausse »; effects override (« dans sa main », « sur la pioche »: face down on top)."""
    state = ready()
    state = schedule(
        state, [step("add_madness"), step("add_madness", zone="hand"), step("add_madness", zone="deck_top")]
    )
    player = state.players[0]
    assert is_madness(player.discard[-1]) and is_madness(player.hand[-1]) and is_madness(player.deck[0])
    assert player.deck_known == 1
    assert ENGINE.view(state, 1).players[0].deck_known_top == [player.deck[0]]
    state = schedule(state, [step("draw")])
    assert state.players[0].deck_known == 0


def test_heal_effect_takes_a_madness_from_the_hand_or_any_support() -> None:
    """« Lorsque vous devez soigner une Folie, la Folie soignée est renvoyée sur la pile » (R-B-7)."""
    state = ready()
    mine, theirs, discarded = free_madness(state, 3)
    put(state, mine, 0, "hand")
    put(state, theirs, 1, "support")
    put(state, discarded, 0, "discard")
    state = schedule(state, [step("heal")])
    _, _, choices, _ = only_prompt(state)
    assert sorted(choices) == sorted([mine, theirs])
    state = act(state, 0, {"action": "choose_cards", "cards": [theirs]})
    assert theirs in state.madness_pile and not state.players[1].support


def test_destroyed_cards_leave_the_game_unlike_healing() -> None:
    """Détruire: « la carte est retirée du jeu … Détruire une carte Folie est donc différent de
    l'Action Soigner »."""
    state = ready()
    mad = free_madness(state, 1)
    set_hand(state, 0, mad)
    pile = len(state.madness_pile)
    state = schedule(state, [step("destroy_hand")])
    assert mad[0] in state.destroyed and len(state.madness_pile) == pile
    card = free_cards(state, "air", 1, 1)[0]
    put(state, card, 0, "discard")
    state = schedule(state, [step("destroy_discard")])
    assert card in state.destroyed


def test_give_puts_cards_in_the_receivers_hand() -> None:
    """« Un carte donnée depuis la main d'un joueur est placée directement dans la main du joueur qui
    la reçoit »; the receiver is chosen among the other players."""
    state = ready(players=3)
    state = schedule(state, [step("give")])
    kind, _, choices, _ = only_prompt(state)
    assert kind == "give_target" and choices == [1, 2]
    state = act(state, 0, {"action": "choose_player", "target": 2})
    card = state.players[0].hand[0]
    state = act(state, 0, {"action": "choose_cards", "cards": [card]})
    assert card in state.players[2].hand


def test_recover_and_topdeck_move_cards_out_of_the_discard() -> None:
    """« Sur la pioche … placez-la face cachée sur celle-ci : elle devient alors la première carte »."""
    state = ready()
    cards = free_cards(state, "earth", 2, 3)
    for card in cards:
        put(state, card, 0, "discard")
    state = schedule(state, [step("recover")])
    state = act(state, 0, {"action": "choose_cards", "cards": [cards[0]]})
    assert cards[0] in state.players[0].hand
    state = schedule(state, [step("topdeck", n=2)])
    action = ENGINE.legal_actions(state, 0)[0]
    assert action.params[0].ordered
    state = act(state, 0, {"action": "choose_cards", "cards": [cards[2], cards[1]]})
    assert state.players[0].deck[:2] == [cards[2], cards[1]] and state.players[0].deck_known == 2


def test_shuffling_by_a_spell_never_adds_madness() -> None:
    """Mélanger: « vous ne recevez pas de Folie » (R-B-6)."""
    state = ready()
    put(state, free_cards(state, "air", 3, 1)[0], 0, "discard")
    state.players[0].deck.clear()
    pile = len(state.madness_pile)
    state = schedule(state, [step("shuffle_in")])
    assert len(state.madness_pile) == pile
    assert not state.players[0].discard and len(state.players[0].deck) == 1
    assert ev.DiscardShuffledIn.chance


def test_upgrade_goes_one_value_up_in_the_same_element_only() -> None:
    """Valeur supérieure: « strictement supérieure de 1 … jamais d'un 1 à un 3 »; a replaced value-1
    card goes back to the box, a value-2 one to the reserve."""
    state = ready()
    one = free_cards(state, "fire", 1, 1)[0]
    set_hand(state, 0, [one])
    state = settle(schedule(state, [step("upgrade", n=2)]))  # asked even when forced (HAND_PICKS)
    hand = state.players[0].hand
    assert len(hand) == 1 and hand[0].startswith("fire-2-"), "two upgrades never turn a 1 into a 3"
    assert one in state.box
    twos = len(state.reserve["fire-2"])
    state = settle(schedule(state, [step("upgrade")]))
    assert state.players[0].hand[0].startswith("fire-3-")
    assert len(state.reserve["fire-2"]) == twos + 1


def test_gain_offers_the_matching_reserve_piles() -> None:
    state = ready()
    state = schedule(state, [step("gain", value=3)])
    _, _, choices, _ = only_prompt(state)
    assert sorted(choices) == ["air-3", "earth-3", "fire-3", "water-3"]
    state = act(state, 0, {"action": "choose_pile", "pile": "fire-3"})
    assert state.players[0].discard[-1].startswith("fire-3-")
    state = schedule(state, [step("gain", value=2, element="earth")])
    assert state.players[0].discard[-1].startswith("earth-2-")


def test_exhaust_neutralise_and_ready_spells() -> None:
    """Sortilège Épuisé; Neutraliser: « un Sortilège neutralisé ne peut plus être lancé, mais compte
    dans la limite de 5 Sortilèges »; a spell never readies itself."""
    state = ready()
    state = schedule(state, [step("exhaust_spell")])
    kind, _, choices, _ = only_prompt(state)
    assert kind == "exhaust_spell" and len(choices) == 4
    state = act(state, 0, {"action": "choose_spells", "spells": ["glace@1"]})
    state = schedule(state, [step("ready_spell", source="combustion@1")])
    assert not state.players[0].spells[1].exhausted
    state = schedule(state, [step("neutralise_spell")])
    state = act(state, 0, {"action": "choose_spells", "spells": ["glace@1"]})
    water = free_cards(state, "water", 1, 1)
    set_hand(state, 0, water)
    assert refused(state, 0, {"action": "activate", "spell": "glace@1", "cards": water}).code == "spell_neutralised"
    assert len(state.players[0].spells) == 4


def test_a_neutralised_spell_may_be_destroyed_to_learn_a_sixth() -> None:
    """« Vous êtes autorisé à détruire un Sortilège neutralisé lorsque vous en apprenez un nouveau »."""
    state = ready()
    state.players[0].spells.append(SpellSlot(id=state.library["water"].pop(0)))
    state.players[0].spells[0].neutralised = state.turn
    fire = free_cards(state, "fire", 2, 1)
    set_hand(state, 0, fire)
    state = act(state, 0, {"action": "learn", "spell": state.library["fire"][0], "cards": fire})
    state = act(state, 0, {"action": "choose_spells", "spells": ["combustion@1"]})
    assert "combustion@1" in state.destroyed_spells


def test_take_support_reaches_every_support() -> None:
    state = ready()
    card = free_cards(state, "air", 2, 1)[0]
    put(state, card, 1, "support")
    state = schedule(state, [step("take_support")])
    assert card in state.players[0].hand


def test_neutralise_and_destroy_curse_effects() -> None:
    """Neutraliser une Malédiction: face down, still in play; a destroying spell gives the madness
    under the curse to its caster but no reward (the reward belongs to the Action)."""
    state = ready()
    place_curse(state, "2", "noyade-1")
    place_curse(state, "4", "noyade-2")
    mad = free_madness(state, 1)
    state.madness_pile.remove(mad[0])
    state.board[3].madness = mad
    state = schedule(state, [step("neutralise_curse")])
    state = act(state, 0, {"action": "choose_curses", "curses": ["noyade-1"]})
    assert state.board[0].curse == "noyade-1" and state.board[0].neutralised >= 0
    state = schedule(state, [step("destroy_curse")])
    assert "noyade-2" in state.destroyed_curses and mad[0] in state.players[0].discard
    assert not ENGINE.prompts(state)


def test_element_tokens_stop_at_four() -> None:
    """« 16 jetons Élément (4 pour chaque Élément) »."""
    state = ready()
    state = schedule(state, [step("token", element="air")] * 5)
    assert state.tokens["air"] == 4


def test_another_player_takes_actions_without_drawing_or_readying() -> None:
    """« Un autre joueur fait une Action … Ce joueur peut faire n'importe quelle Action … il ne refait
    pas sa main à 6 cartes à la fin de votre tour, et ne redresse pas ses Sortilèges »; FAQ: he may
    take only some of the actions."""
    state = ready(players=3)
    state.players[1].spells[1].exhausted = True
    state = schedule(state, [step("extra_actions", seat=1, n=2, actor=0)])
    assert ENGINE.status(state).to_act == [1]
    assert refused(state, 0, {"action": "end_actions"}).code == "not_your_turn"
    assert refused(state, 1, {"action": "use_power"}).code == "not_your_turn"
    air = free_cards(state, "air", 1, 1)
    set_hand(state, 1, [*air, *state.players[1].hand[:3]])
    state = act(state, 1, {"action": "activate", "spell": "telepathie@2", "cards": air})
    state, _ = settle_log(state)
    assert state.frames[-1].seat == 1 and state.frames[-1].remaining == 1
    state = act(state, 1, {"action": "end_actions"})
    assert ENGINE.status(state).to_act == [0]
    assert state.players[1].spells[1].exhausted, "granted actions do not ready spells"
    hand = len(state.players[1].hand)
    state = act(state, 0, {"action": "end_actions"})
    assert len(state.players[1].hand) == hand, "no refill to 6 at the end of another's turn"


def test_granted_actions_end_by_themselves_when_used_up() -> None:
    state = ready()
    state = schedule(state, [step("extra_actions", seat=1, n=1, actor=0)])
    water = free_cards(state, "water", 3, 1)
    set_hand(state, 1, water)
    state = act(state, 1, {"action": "acquire", "pile": "water-2", "cards": water})
    assert len(state.frames) == 1 and ENGINE.status(state).to_act == [0]


def test_targets_follow_turn_order_from_the_active_player() -> None:
    """Déterminer la cible: Vous / Tous les autres joueurs / Tous les joueurs / Un joueur."""
    state = ready(players=4)
    state.active = 2
    draw = Op(op="draw", n=1)
    assert [s.seat for s in expand(state, [Effect(target="all", ops=[draw])], 2, 1, "x")] == [2, 3, 0, 1]
    assert [s.seat for s in expand(state, [Effect(target="others", ops=[draw])], 2, 1, "x")] == [3, 0, 1]
    assert [s.seat for s in expand(state, [Effect(target="self", ops=[draw])], 3, 1, "x")] == [3]
    assert [s.seat for s in expand(state, [Effect(target="active", ops=[draw])], 3, 1, "x")] == [2]
    chosen = expand(state, [Effect(target="chosen", ops=[draw])], 2, 1, "x")
    assert chosen[0].op == "choose_target" and chosen[0].seat == 2


def test_un_joueur_may_be_yourself_un_autre_joueur_may_not() -> None:
    state = ready(players=3)
    draw = Op(op="draw", n=1)
    state = schedule(state, expand(state, [Effect(target="chosen", ops=[draw])], 0, 1, "x"))
    _, seat, choices, _ = only_prompt(state)
    assert seat == 0 and choices == [0, 1, 2]
    state = act(state, 0, {"action": "choose_player", "target": 0})
    state = schedule(state, expand(state, [Effect(target="chosen_other", ops=[draw])], 0, 1, "x"))
    _, _, choices, _ = only_prompt(state)
    assert choices == [1, 2]


def test_the_variable_x_is_multiplied_by_the_power_only_where_marked() -> None:
    """Sortilège: « Variable (X) : partie de l'effet qui est multipliée par la Puissance »; Déluge's
    « piochent 1 carte » is not a variable."""
    state = ready()
    steps = expand(state, CONTENT.spells["deluge"].effects, 0, 3, "deluge")
    assert [(s.op, s.n) for s in steps if s.seat == 0] == [("heal", 3), ("draw", 1)]


def test_an_effect_that_cannot_apply_is_ignored_for_that_player() -> None:
    """« Si un joueur ne peut pas appliquer un effet, il ignore cet effet. Les autres joueurs sont
    tout de même affectés »."""
    state = ready()
    state.players[0].support.clear()
    card = free_cards(state, "fire", 2, 1)[0]
    put(state, card, 1, "support")
    state = schedule(state, expand(state, CONTENT.curses["ressac-1"].effects, 0, 1, "ressac-1"))
    assert card in state.players[1].discard
    assert all(card_value(c) >= 0 for c in state.players[0].hand)
