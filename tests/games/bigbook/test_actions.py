"""Phase d'Action: the five actions, payment (R-B-1), power (R-B-2), learning (R-B-3), the magician
power, and who may act."""

from __future__ import annotations

from typing import Any

from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, is_madness
from domain.games.bigbook.state import SpellSlot, State, Step

from .helpers import (
    act,
    clear_board,
    clone,
    events_of,
    fold,
    free_cards,
    free_madness,
    place_curse,
    put,
    refused,
    schedule,
    set_hand,
    settle,
    start,
)


def ready(players: int = 2) -> State:
    state = start(players=players)
    clear_board(state)
    return state


def give_spell(state: State, seat: int, spell: str) -> None:
    for pile in state.library.values():
        if spell in pile:
            pile.remove(spell)
    state.players[seat].spells.append(SpellSlot(id=spell))


def test_activation_power_is_the_number_of_times_the_cost_is_paid_at_most_3() -> None:
    """R-B-2 / Activer un Sortilège: « multipliez la variable par le nombre de fois où vous avez payé
    le coût »; « Un Sortilège nécessitant 1 ne sera appliqué au maximum que 3 fois »."""
    state = ready()
    fire = free_cards(state, "fire", 2, 2)
    set_hand(state, 0, [*fire, *free_cards(state, "water", 1, 4)])
    events = events_of(state, 0, {"action": "activate", "spell": "combustion@1", "cards": fire})
    activated = next(e for e in events if isinstance(e, ev.SpellActivated))
    assert activated.power == 3
    after = act(state, 0, {"action": "activate", "spell": "combustion@1", "cards": fire})
    assert ENGINE.prompts(after)[0].kind == "destroy_hand"
    assert ENGINE.legal_actions(after, 0)[0].params[0].min == 3


def test_level_2_spell_power_uses_whole_multiples_of_its_cost() -> None:
    """R-B-2: power = floor(paid / level); the surplus is lost."""
    state = ready()
    give_spell(state, 0, "maree")
    water = free_cards(state, "water", 1, 3)
    set_hand(state, 0, water)
    events = events_of(state, 0, {"action": "activate", "spell": "maree", "cards": water})
    assert next(e for e in events if isinstance(e, ev.SpellActivated)).power == 1
    assert (
        refused(state, 0, {"action": "activate", "spell": "maree", "cards": water[:1]}).code == "insufficient_payment"
    )


def test_an_activated_spell_is_exhausted_until_the_next_concentration() -> None:
    """« Un Sortilège ne peut être lancé qu'une seule fois par tour … Le Sortilège est alors épuisé »."""
    state = ready()
    fire = free_cards(state, "fire", 1, 2)
    set_hand(state, 0, fire)
    state = act(state, 0, {"action": "activate", "spell": "combustion@1", "cards": fire[:1]})
    while ENGINE.prompts(state):
        state = act(state, 0, {"action": "choose_cards", "cards": [fire[1]]})
    slot = next(s for s in state.players[0].spells if s.id == "combustion@1")
    assert slot.exhausted
    assert not any(a.fixed.get("spell") == "combustion@1" for a in ENGINE.legal_actions(state, 0))
    assert refused(state, 0, {"action": "activate", "spell": "combustion@1", "cards": fire[1:]}).code in (
        "spell_exhausted",
        "card_not_in_hand",
    )


def test_activation_is_paid_in_the_spells_element_from_hand_cards_only() -> None:
    """Payment: the right element, element cards only (a madness produces nothing), each once."""
    state = ready()
    water = free_cards(state, "water", 1, 1)
    mad = free_madness(state, 1)
    set_hand(state, 0, [*water, *mad])
    assert refused(state, 0, {"action": "activate", "spell": "combustion@1", "cards": water}).code == "wrong_element"
    assert refused(state, 0, {"action": "activate", "spell": "glace@1", "cards": mad}).code == "madness_cannot_pay"
    assert refused(state, 0, {"action": "activate", "spell": "glace@1", "cards": []}).code == "insufficient_payment"
    assert refused(state, 0, {"action": "activate", "spell": "glace@1", "cards": water * 2}).code == "duplicate_card"
    other = state.players[1].hand[0]
    assert refused(state, 0, {"action": "activate", "spell": "glace@1", "cards": [other]}).code in (
        "card_not_in_hand",
        "wrong_element",
    )
    assert refused(state, 0, {"action": "activate", "spell": "glace@2", "cards": water}).code == "unknown_spell"


def test_support_cards_of_any_player_pay_and_go_to_their_owners_discard() -> None:
    """R-B-1 / Soutien: « la carte ainsi utilisée est défaussée dans la défausse du joueur qui l'a mise
    en soutien quel que soit le joueur qui réalise l'action »."""
    state = ready()
    own = free_cards(state, "earth", 1, 1)
    theirs = free_cards(state, "earth", 2, 1)
    set_hand(state, 0, own)
    put(state, theirs[0], 1, "support")
    state = act(state, 0, {"action": "learn", "spell": state.library["earth"][0], "cards": [own[0], theirs[0]]})
    assert theirs[0] in state.players[1].discard
    assert own[0] in state.players[0].discard
    assert not state.players[1].support


def test_a_card_pays_one_action_only() -> None:
    """« Une même carte Élément ne peut pas servir pour des Actions différentes »."""
    state = ready()
    water = free_cards(state, "water", 3, 1)
    set_hand(state, 0, water)
    state = act(state, 0, {"action": "acquire", "pile": "water-2", "cards": water})
    assert refused(state, 0, {"action": "acquire", "pile": "water-2", "cards": water}).code == "card_not_in_hand"


def test_learning_costs_two_of_the_spells_element_and_reveals_the_next() -> None:
    """R-B-3; « placez-le devant vous … puis révélez le Sortilège suivant de la pioche de cet élément »;
    « Un nouveau Sortilège peut être utilisé le tour où il est appris »."""
    state = ready()
    top, below = state.library["air"][0], state.library["air"][1]
    air = free_cards(state, "air", 1, 3)
    set_hand(state, 0, air)
    assert refused(state, 0, {"action": "learn", "spell": top, "cards": air[:1]}).code == "insufficient_payment"
    assert refused(state, 0, {"action": "learn", "spell": below, "cards": air[:2]}).code == "spell_not_available"
    events = events_of(state, 0, {"action": "learn", "spell": top, "cards": air[:2]})
    revealed = next(e for e in events if isinstance(e, ev.LibraryRevealed))
    assert revealed.spell == below and type(revealed).reveals
    state = act(state, 0, {"action": "learn", "spell": top, "cards": air[:2]})
    assert state.library["air"][0] == below
    assert any(a.fixed.get("spell") == top for a in ENGINE.legal_actions(state, 0))


def test_a_sixth_spell_makes_you_destroy_another_one() -> None:
    """« Chaque joueur ne peut pas avoir plus de 5 Sortilèges … vous devez détruire un de vos
    Sortilèges (même épuisé) avant de placer le nouveau. Le Sortilège détruit est retiré du jeu »."""
    state = ready()
    give_spell(state, 0, state.library["water"][0])
    new = state.library["fire"][0]
    fire = free_cards(state, "fire", 2, 1)
    set_hand(state, 0, fire)
    state.players[0].spells[0].exhausted = True
    state = act(state, 0, {"action": "learn", "spell": new, "cards": fire})
    prompt = ENGINE.prompts(state)[0]
    assert prompt.kind == "destroy_spell"
    choices = [c.value for c in ENGINE.legal_actions(state, 0)[0].params[0].choices]
    assert new not in choices and "combustion@1" in choices
    assert refused(state, 0, {"action": "choose_spells", "spells": [new]}).code == "invalid_choice"
    state = act(state, 0, {"action": "choose_spells", "spells": ["combustion@1"]})
    assert len(state.players[0].spells) == 5
    assert "combustion@1" in state.destroyed_spells


def test_acquiring_costs_the_card_value_in_its_element_and_goes_to_the_discard() -> None:
    """Acquérir: « Carte de valeur 2 : 2 Éléments ; Carte de valeur 3 : 3 Éléments … placez-la dans
    votre défausse »; value-1 cards cannot be acquired (FAQ)."""
    state = ready()
    earth = free_cards(state, "earth", 1, 3)
    set_hand(state, 0, earth)
    assert (
        refused(state, 0, {"action": "acquire", "pile": "earth-3", "cards": earth[:2]}).code == "insufficient_payment"
    )
    assert refused(state, 0, {"action": "acquire", "pile": "fire-2", "cards": earth[:2]}).code == "wrong_element"
    assert refused(state, 0, {"action": "acquire", "pile": "earth-1", "cards": earth[:1]}).code == "unknown_pile"
    top = state.reserve["earth-3"][-1]
    state = act(state, 0, {"action": "acquire", "pile": "earth-3", "cards": earth})
    assert top in state.players[0].discard


def test_an_empty_reserve_pile_cannot_be_acquired() -> None:
    state = ready()
    earth = free_cards(state, "earth", 1, 2)
    set_hand(state, 0, earth)
    moved = list(state.reserve["earth-2"])
    state.reserve["earth-2"].clear()
    state.box.extend(moved)
    assert refused(state, 0, {"action": "acquire", "pile": "earth-2", "cards": earth}).code == "pile_empty"


def test_destroying_a_curse_costs_4_of_its_element_and_rewards_a_value_2_card_of_choice() -> None:
    """Détruire une Malédiction: « en payant 4 Éléments … récupère de la réserve une carte Élément de
    valeur 2 de son choix qu'il ajoute à sa défausse »."""
    state = ready()
    place_curse(state, "4", "cendres-1")
    fire = free_cards(state, "fire", 2, 2)
    set_hand(state, 0, [*fire, *free_cards(state, "fire", 1, 1)])
    assert (
        refused(state, 0, {"action": "destroy_curse", "curse": "cendres-1", "cards": fire[:1]}).code
        == "insufficient_payment"
    )
    state = act(state, 0, {"action": "destroy_curse", "curse": "cendres-1", "cards": fire})
    assert "cendres-1" in state.destroyed_curses
    assert ENGINE.prompts(state)[0].kind == "gain"
    assert refused(state, 0, {"action": "end_actions"}).code == "prompt_pending"
    state = act(state, 0, {"action": "choose_pile", "pile": "air-2"})
    assert any(c.startswith("air-2-") for c in state.players[0].discard)


def test_no_value_2_card_left_means_no_reward() -> None:
    """« S'il n'y a plus de carte Élément de valeur 2 en réserve, il ne se passe rien »."""
    state = ready()
    for key in [k for k in state.reserve if k.endswith("-2")]:
        state.box.extend(state.reserve[key])
        state.reserve[key] = []
    place_curse(state, "4", "cendres-1")
    fire = free_cards(state, "fire", 3, 2)
    set_hand(state, 0, fire)
    state = act(state, 0, {"action": "destroy_curse", "curse": "cendres-1", "cards": fire})
    assert not ENGINE.prompts(state)


def test_a_multi_element_curse_costs_one_of_each_element() -> None:
    """« Malédiction Multi-Éléments : détruire cette Malédiction coûte 1, 1, 1, et 1 » (R-B-1)."""
    state = ready()
    place_curse(state, "2", "demence-1")
    cards = [free_cards(state, e, 1, 1)[0] for e in ("water", "fire", "earth", "air")]
    set_hand(state, 0, [*cards, *free_cards(state, "water", 3, 1)])
    water3 = state.players[0].hand[-1]
    assert (
        refused(state, 0, {"action": "destroy_curse", "curse": "demence-1", "cards": [*cards[:3], water3]}).code
        == "insufficient_payment"
    )
    state = act(state, 0, {"action": "destroy_curse", "curse": "demence-1", "cards": cards})
    assert "demence-1" in state.destroyed_curses


def test_element_tokens_raise_the_cost_of_that_elements_curses() -> None:
    """Designed token curses (« Vous en aurez besoin uniquement pour certaines Malédictions »)."""
    state = ready()
    place_curse(state, "2", "deferlante-1")
    state.tokens["water"] = 1
    water = free_cards(state, "water", 2, 2)
    set_hand(state, 0, [*water, *free_cards(state, "water", 1, 1)])
    assert (
        refused(state, 0, {"action": "destroy_curse", "curse": "deferlante-1", "cards": water}).code
        == "insufficient_payment"
    )
    state = act(state, 0, {"action": "destroy_curse", "curse": "deferlante-1", "cards": state.players[0].hand[:3]})
    assert not any(s.curse for s in state.board)


def test_a_neutralised_curse_cannot_be_destroyed() -> None:
    """R-B-7 / Neutraliser: « Une Malédiction neutralisée n'a plus d'effet, mais ne peut pas être détruite »."""
    state = ready()
    place_curse(state, "2", "cendres-1")
    state.board[0].neutralised = state.turn
    fire = free_cards(state, "fire", 2, 2)
    set_hand(state, 0, fire)
    assert (
        refused(state, 0, {"action": "destroy_curse", "curse": "cendres-1", "cards": fire}).code == "curse_neutralised"
    )
    assert not any(a.action == "destroy_curse" for a in ENGINE.legal_actions(state, 0))


def test_the_destroyer_gets_the_madness_lying_under_the_curse() -> None:
    """Précision de cartes: « Le joueur qui détruit la Malédiction récupère la Folie dans sa défausse »."""
    state = ready()
    place_curse(state, "2", "cendres-1")
    mad = free_madness(state, 1)
    state.madness_pile.remove(mad[0])
    state.board[0].madness = mad
    fire = free_cards(state, "fire", 2, 2)
    set_hand(state, 0, fire)
    state = act(state, 0, {"action": "destroy_curse", "curse": "cendres-1", "cards": fire})
    assert mad[0] in state.players[0].discard


def test_healing_costs_two_of_one_element_and_returns_the_madness_to_the_pile() -> None:
    """Se Soigner: « en payant 2 Éléments d'un même type. La carte soignée est remise sur la pile »."""
    state = ready()
    mad = free_madness(state, 1)
    water2 = free_cards(state, "water", 1, 2)
    mixed = [water2[0], free_cards(state, "fire", 1, 1)[0]]
    set_hand(state, 0, [*mad, *mixed, water2[1]])
    assert refused(state, 0, {"action": "heal", "madness": mad[0], "cards": mixed}).code == "wrong_element"
    water = [c for c in state.players[0].hand if c.startswith("water")]
    pile = len(state.madness_pile)
    state = act(state, 0, {"action": "heal", "madness": mad[0], "cards": water})
    assert len(state.madness_pile) == pile + 1 and mad[0] not in state.players[0].hand


def test_healing_reaches_any_support_but_never_a_discard() -> None:
    """« Une Folie en soutien peut être soignée … même si elle est devant un autre joueur » (R-B-7)."""
    state = ready()
    in_support, in_discard = free_madness(state, 2)
    put(state, in_support, 1, "support")
    put(state, in_discard, 0, "discard")
    water = free_cards(state, "water", 1, 4)
    set_hand(state, 0, water)
    assert (
        refused(state, 0, {"action": "heal", "madness": in_discard, "cards": water[:2]}).code == "madness_not_available"
    )
    state = act(state, 0, {"action": "heal", "madness": in_support, "cards": water[:2]})
    assert in_support in state.madness_pile


def test_magician_power_once_per_turn_on_your_own_turn() -> None:
    """Pouvoir de Magicien: « activable une fois par tour, à n'importe quel moment durant son tour »."""
    state = ready()
    assert refused(state, 1, {"action": "use_power"}).code == "not_your_turn"
    state = act(state, 0, {"action": "use_power"})
    while ENGINE.prompts(state):
        prompt = ENGINE.prompts(state)[0]
        action = ENGINE.legal_actions(state, prompt.seat)[0]
        state = act(state, prompt.seat, {"action": action.action, "cards": [action.params[0].choices[0].value]})
    assert refused(state, 0, {"action": "use_power"}).code == "power_used"
    assert not any(a.action == "use_power" for a in ENGINE.legal_actions(state, 0))


def test_only_the_acting_player_takes_actions() -> None:
    state = ready()
    assert refused(state, 1, {"action": "end_actions"}).code == "not_your_turn"
    assert ENGINE.legal_actions(state, 1) == []
    assert ENGINE.status(state).to_act == [0]


def test_answers_need_a_pending_prompt_of_their_kind() -> None:
    state = ready()
    assert refused(state, 0, {"action": "choose_cards", "cards": []}).code == "no_prompt"
    place_curse(state, "2", "cendres-1")
    fire = free_cards(state, "fire", 2, 2)
    set_hand(state, 0, fire)
    state = act(state, 0, {"action": "destroy_curse", "curse": "cendres-1", "cards": fire})
    assert refused(state, 0, {"action": "choose_cards", "cards": []}).code == "wrong_answer"
    assert refused(state, 1, {"action": "choose_pile", "pile": "air-2"}).code == "not_your_turn"
    assert refused(state, 0, {"action": "choose_pile", "pile": "air-1"}).code == "invalid_choice"


def test_ending_the_action_phase_goes_to_recovery() -> None:
    """« Lorsque vous ne pouvez ou ne voulez plus faire d'Action, passez à la phase de Récupération »;
    the power is usable there too (« à n'importe quel moment durant son tour »), so while it is
    unused the turn ends when the active player lets it go; once used, at once."""
    state = ready()
    events = events_of(state, 0, {"action": "end_actions"})
    assert any(isinstance(e, ev.PhaseChanged) and e.phase == "recovery" for e in events)
    assert not any(isinstance(e, ev.TurnStarted) for e in events)
    state = fold(events, clone(state))
    assert [a.action for a in ENGINE.legal_actions(state, 0)] == ["use_power", "end_actions"]
    assert ENGINE.status(state).to_act == [0]
    assert refused(state, 0, {"action": "learn", "spell": "x", "cards": ["y"]}).code == "illegal_action"
    events = events_of(state, 0, {"action": "end_actions"})
    assert any(isinstance(e, ev.TurnStarted) and e.seat == 1 for e in events)
    used = settle(act(ready(), 0, {"action": "use_power"}))
    events = events_of(used, 0, {"action": "end_actions"})
    assert any(isinstance(e, ev.TurnStarted) and e.seat == 1 for e in events)


def test_the_power_may_interrupt_an_effect_in_the_middle() -> None:
    """Pouvoir de Magicien « à n'importe quel moment durant son tour » (issue 13 item 15): while the
    active player must choose cards to discard, Ondine first places a card in support, then the
    interrupted effect resumes. While another player answers, the active player may use it too."""
    state = ready()
    state = schedule(state, [Step(op="discard", seat=0, n=2, actor=0)])
    assert [a.action for a in ENGINE.legal_actions(state, 0)] == ["choose_cards", "use_power"]
    state = act(state, 0, {"action": "use_power"})
    assert ENGINE.prompts(state)[0].kind == "support"
    card = state.players[0].hand[0]
    state = act(state, 0, {"action": "choose_cards", "cards": [card]})
    assert card in state.players[0].support
    assert ENGINE.prompts(state)[0].kind == "discard"
    other = schedule(ready(), [Step(op="discard", seat=1, n=1, actor=0)])
    assert ENGINE.status(other).to_act == [1]
    assert [a.action for a in ENGINE.legal_actions(other, 0)] == ["use_power"]
    other = act(other, 0, {"action": "use_power"})
    assert ENGINE.prompts(other)[0].seat == 0 and ENGINE.prompts(other)[0].kind == "support"
    granted = schedule(ready(), [Step(op="extra_actions", seat=1, n=1, actor=0)])
    assert ENGINE.status(granted).to_act == [1]
    assert [a.action for a in ENGINE.legal_actions(granted, 0)] == ["use_power"]
    granted = settle(act(granted, 0, {"action": "use_power"}))
    assert ENGINE.status(granted).to_act == [1] and granted.players[0].power_turn == granted.turn


def test_the_power_in_the_recovery_phase_can_spare_an_elimination() -> None:
    """« Si un joueur possède 6 Folies en main à la fin de sa phase de récupération, il est
    éliminé »: Morgane's power (discard 1 madness) used in that phase, after the refill, avoids it;
    the hand is brought back to 6 after the power (issue 13 item 15)."""
    state = start(players=2, magicians=["morgane", "ondine"])
    clear_board(state)
    madness = free_madness(state, 6)
    set_hand(state, 0, madness[:5])
    put(state, free_cards(state, "water", 2, 1)[0], 0, "deck")
    put(state, madness[5], 0, "deck")
    state = act(state, 0, {"action": "end_actions"})
    assert sum(1 for c in state.players[0].hand if is_madness(c)) == 6
    assert [a.action for a in ENGINE.legal_actions(state, 0)] == ["use_power", "end_actions"]
    state = settle(act(state, 0, {"action": "use_power"}))
    player = state.players[0]
    assert not player.eliminated and state.active == 1
    assert len(player.hand) == 6 and sum(1 for c in player.hand if is_madness(c)) == 5


def test_the_power_waits_out_the_monster_phase_and_needs_something_to_act_on() -> None:
    """Phase du Monstre: « vous subissez les effets … sans pouvoir intervenir »; a power with nothing
    to act on (Braise readies an exhausted spell: none is) is neither offered nor accepted."""
    state = ready()
    place_curse(state, "2", "deferlante-1")
    state.invocation = 1
    state = act(act(state, 0, {"action": "end_actions"}), 0, {"action": "end_actions"})
    assert state.phase == "monster" and state.active == 1 and ENGINE.prompts(state)[0].seat == 1
    assert [a.action for a in ENGINE.legal_actions(state, 1)] == ["choose_cards"]
    assert refused(state, 1, {"action": "use_power"}).code == "power_not_now"
    state = settle(state)
    assert state.phase == "action"
    assert "use_power" not in [a.action for a in ENGINE.legal_actions(state, 1)]
    assert refused(state, 1, {"action": "use_power"}).code == "power_without_effect"
    state.players[1].spells[0].exhausted = True
    assert "use_power" in [a.action for a in ENGINE.legal_actions(state, 1)]


def test_listed_actions_are_affordable_and_list_only_payable_cards() -> None:
    state = ready()
    set_hand(state, 0, free_cards(state, "air", 1, 2))
    actions = {(a.action, str(a.fixed.get("spell", a.fixed.get("pile", "")))) for a in ENGINE.legal_actions(state, 0)}
    assert ("activate", "telepathie@1") in actions
    assert ("activate", "combustion@1") not in actions
    assert ("acquire", "air-2") in actions and ("acquire", "air-3") not in actions
    assert ("learn", state.library["air"][0]) in actions
    for action in ENGINE.legal_actions(state, 0):
        for param in action.params:
            if param.name == "cards":
                assert all(str(c.value).startswith("air") for c in param.choices)
    assert CONTENT.setup.max_support == 3


def test_nonsense_commands_are_refused_cleanly() -> None:
    """Bad input is a RuleViolation, never a crash."""
    state = ready()
    bodies: list[dict[str, Any]] = [
        {"action": "activate", "spell": "nope", "cards": ["x"]},
        {"action": "activate", "spell": "glace@1", "cards": ["x-y-z"]},
        {"action": "learn", "spell": "", "cards": []},
        {"action": "acquire", "pile": "water-x", "cards": ["water-1-01"]},
        {"action": "acquire", "pile": "", "cards": []},
        {"action": "destroy_curse", "curse": "", "cards": []},
        {"action": "heal", "madness": "madness-99", "cards": []},
        {"action": "choose_player", "target": 99},
        {"action": "choose_pile", "pile": "water-2"},
        {"action": "choose_magician", "magician": "ondine"},
    ]
    for body in bodies:
        assert refused(state, 0, body).code
    assert refused(state, 5, {"action": "end_actions"}).code == "not_a_seat"
