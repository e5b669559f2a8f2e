"""EFFETS DES CARTES D'EXTENSION: the twelve expansion card types (6 sets), played and discarded."""

from __future__ import annotations

from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.state import MaeshoweState

from .helpers import DIG_B, DIG_R, act, make, of, of_type, refuse, top

SLEEP_R, SLEEP_R2, SLEEP_B, SLEEP_B2 = of("sleep")
GOOSE_R, GOOSE_R2, GOOSE_B, GOOSE_B2 = of("goose")
EAT_R, EAT_R2, EAT_B, EAT_B2 = of("eat")
RAVEN_R, RAVEN_R2, RAVEN_B = of("raven")
TREASURE_R, TREASURE_B, TREASURE_B2 = of("treasure")
GLUT_R, GLUT_B = of("gluttony")
(FORAGE,) = of("forage")
CRUMB_R, CRUMB_B = of("crumbling")
(ECONOMY,) = of("economy")
DREAD, DREAD2 = of("dread")
(HOPE,) = of("hope")
SNUB_R, SNUB_B = of("snub")
(SACRIFICE,) = of("sacrifice")
HASTE, HASTE2 = of("haste")
(PROMPT,) = of("promptness")
RUIN_R, RUIN_B = of("ruin")
(RECOVERY,) = of("recovery")
DECK = [SLEEP_R2, SLEEP_B2, GOOSE_R2, GOOSE_B2, EAT_R2, EAT_B2]


def hand(card: int, **kw: object) -> MaeshoweState:
    others = [c for c in (DIG_R[5], DIG_B[5], EAT_B, RAVEN_B) if c != card][:4]
    kw.setdefault("deck", DECK)
    kw.setdefault("health", [3])
    return make(hands=[[card, *others]], **kw)  # type: ignore[arg-type]


def actions(state: MaeshoweState, seat: int = 0) -> dict[str, list[object]]:
    out: dict[str, list[object]] = {}
    for a in ENGINE.legal_actions(state, seat):
        out.setdefault(a.action, []).append(a)
    return out


def choices(state: MaeshoweState, action: str, seat: int = 0) -> list[int | str]:
    found = [a for a in ENGINE.legal_actions(state, seat) if a.action == action]
    return [c.value for c in found[0].params[0].choices] if found else []


# -- Gloutonnerie / Grapiller ----------------------------------------------------------------------------


def test_gluttony_played_costs_two_health() -> None:
    """Gloutonnerie: "Jouée sur la ligne, perdez deux points de santé"."""
    state, _ = act(hand(GLUT_R), 0, cmd.Play(card=GLUT_R))
    assert state.health == [1]


def test_gluttony_discard_needs_food_and_loses_it_all() -> None:
    """Gloutonnerie: "Défaussée, perdez toute votre nourriture. Vous devez avoir au moins une nourriture"."""
    hungry = hand(GLUT_B, food=0)
    assert GLUT_B not in choices(hungry, "discard")
    assert refuse(hungry, 0, cmd.Discard(card=GLUT_B)).code == "not_enough_food"
    state, _ = act(hand(GLUT_B, food=3), 0, cmd.Discard(card=GLUT_B))
    assert state.food == 0 and state.health == [3]


def test_forage_shuffles_twice_the_food_spent_from_a_discard() -> None:
    """Grapiller: "dépensez autant de nourriture que vous le souhaitez, puis mélangez dans la pioche deux fois
    cette quantité de cartes de votre choix depuis une défausse"."""
    pile = [TREASURE_R, TREASURE_B, SLEEP_R, GOOSE_R]
    state = hand(FORAGE, food=2, discards=[pile])
    state, _ = act(state, 0, cmd.Play(card=FORAGE))
    assert [p.kind for p in ENGINE.prompts(state)] == ["forage"]
    state, _ = act(state, 0, cmd.Forage(food=1, discard=0))
    assert state.food == 1 and [p.kind for p in ENGINE.prompts(state)] == ["forage_pick"]
    (pick,) = ENGINE.legal_actions(state, 0)
    assert pick.params[0].min == pick.params[0].max == 2
    assert refuse(state, 0, cmd.ForagePick(cards=[TREASURE_R])).code == "illegal_action"
    state, events = act(state, 0, cmd.ForagePick(cards=[TREASURE_R, TREASURE_B]))
    shuffled = of_type(events, ev.CardsShuffledIntoDeck)
    assert len(shuffled) == 1 and ev.CardsShuffledIntoDeck.chance
    assert state.discards == [[SLEEP_R, GOOSE_R]]
    assert TREASURE_R in state.deck and TREASURE_B in state.deck and len(state.deck) == len(DECK) + 2


def test_forage_takes_the_whole_small_discard_without_asking() -> None:
    state = hand(FORAGE, food=3, discards=[[TREASURE_R]])
    state, _ = act(state, 0, cmd.Play(card=FORAGE))
    state, _ = act(state, 0, cmd.Forage(food=2, discard=0))
    assert state.food == 1 and state.discards == [[]] and TREASURE_R in state.deck and state.tasks == []


def test_forage_can_use_the_other_players_discard() -> None:
    """Rulebook: "depuis une défausse": any discard (2 players)."""
    hands = [[FORAGE, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], RAVEN_B]]
    state = make(hands=hands, food=1, discards=[[], [TREASURE_R, TREASURE_B]], jarl=0, deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=FORAGE))
    assert choices(state, "forage")[:2] == [0, 1]
    state, _ = act(state, 0, cmd.Forage(food=1, discard=1))
    assert state.discards == [[], []]


def test_forage_without_food_asks_nothing_and_discarded_gains_food() -> None:
    """Grapiller: "Défaussée, gagnez une nourriture"."""
    state, _ = act(hand(FORAGE, food=0), 0, cmd.Play(card=FORAGE))
    assert state.tasks == []
    state, _ = act(hand(FORAGE, food=1), 0, cmd.Discard(card=FORAGE))
    assert state.food == 2


# -- Effritement / Économie ------------------------------------------------------------------------------


def test_crumbling_played_puts_the_top_five_into_your_discard() -> None:
    """Effritement: "placez les cinq premières cartes de la pioche dans votre défausse"."""
    state = hand(CRUMB_R)
    expected = top(state, 5)
    state, _events = act(state, 0, cmd.Play(card=CRUMB_R))
    assert state.discards == [expected] and ev.DeckToDiscard.reveals
    assert len(state.deck) == len(DECK) - 5


def test_crumbling_discarded_empties_the_hand_without_discard_effects() -> None:
    """Effritement: "placez toutes les cartes de votre main dans votre défausse. Ne résolvez pas les effets"
    (R-Q-4): the Treasure in hand costs no health."""
    state = make(hands=[[CRUMB_B, TREASURE_R, TREASURE_B, SLEEP_B, EAT_B]], deck=DECK, health=[3])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_B))
    state, events = act(state, 0, cmd.Discard(card=CRUMB_B))
    forced = of_type(events, ev.CardsForcedToDiscard)
    assert sorted(forced[0].cards) == sorted([TREASURE_R, TREASURE_B, EAT_B])
    assert state.health == [4] and len(state.hands[0]) == 5  # Sleep healed 1; the Treasures cost nothing


def test_crumbling_discarded_first_leaves_nothing_to_play() -> None:
    """R-Q-2: discarding Effritement before playing leaves an empty hand: the turn cannot be completed."""
    state = make(hands=[[CRUMB_B, TREASURE_R, SLEEP_R, SLEEP_B, EAT_B]], deck=DECK, health=[3])
    state, _ = act(state, 0, cmd.Discard(card=CRUMB_B))
    assert state.result == "lost" and state.reason == "cannot_act"


def test_economy_played_takes_back_another_line_card() -> None:
    """Économie: "vous pouvez reprendre une autre carte de votre choix dans votre main depuis la ligne"."""
    state = hand(ECONOMY, line=[GOOSE_R, SLEEP_R])
    state, _ = act(state, 0, cmd.Play(card=ECONOMY))
    (take,) = ENGINE.legal_actions(state, 0)
    assert {c.value for c in take.params[0].choices} == {GOOSE_R, SLEEP_R} and take.params[0].min == 0
    assert refuse(state, 0, cmd.TakeBack(cards=[ECONOMY])).code == "illegal_action"
    taken, _ = act(state, 0, cmd.TakeBack(cards=[GOOSE_R]))
    assert taken.line == [SLEEP_R, ECONOMY] and GOOSE_R in taken.hands[0]
    kept, _ = act(state, 0, cmd.TakeBack(cards=[]))
    assert kept.line == [GOOSE_R, SLEEP_R, ECONOMY]


def test_economy_alone_on_the_line_asks_nothing() -> None:
    state, _ = act(hand(ECONOMY), 0, cmd.Play(card=ECONOMY))
    assert state.tasks == []


def test_economy_discarded_takes_back_from_any_discard() -> None:
    """Économie: "reprendre une autre carte de votre choix dans votre main depuis la défausse de votre choix"."""
    hands = [[ECONOMY, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], RAVEN_B]]
    state = make(hands=hands, discards=[[SLEEP_R], [RAVEN_R]], jarl=0, deck=DECK)
    state, _ = act(state, 0, cmd.Discard(card=ECONOMY))
    assert set(choices(state, "take_back")) == {SLEEP_R, RAVEN_R}
    state, _ = act(state, 0, cmd.TakeBack(cards=[RAVEN_R]))
    assert RAVEN_R in state.hands[0] and state.discards == [[SLEEP_R, ECONOMY], []]


# -- Effroi / Espoir -------------------------------------------------------------------------------------


def test_dread_played_drives_you_mad_and_the_turn_goes_on() -> None:
    """Effroi: "Jouée sur la ligne, devenez fou"; then discard as usual (CONSEILS & ASTUCES)."""
    state = make(hands=[[DREAD, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B]], deck=DECK, discards=[[RAVEN_R]])
    state, events = act(state, 0, cmd.Play(card=DREAD))
    mad = of_type(events, ev.WentMad)
    assert len(mad) == 1 and mad[0].cause == "dread"
    assert len(state.hands[0]) == 5 and state.discards == [[]]
    assert state.health == [3] and state.max_health == [3]
    assert state.played and not state.discarded and state.turn == 1


def test_dread_can_make_you_mad_twice_in_one_turn() -> None:
    """R-Q-1 / CONSEILS: after Effroi's madness, the end-of-turn check still happens."""
    reds = [DIG_R[3], DIG_R[4], DIG_R[5], EAT_R, EAT_R2, GOOSE_R, GOOSE_R2, RAVEN_R, RAVEN_R2, SLEEP_R, SLEEP_R2]
    state = make(hands=[[DREAD, DIG_R[0], DIG_R[1], DIG_R[2], TREASURE_R]], deck=reds)
    state, _ = act(state, 0, cmd.Play(card=DREAD))
    state, events = act(state, 0, cmd.Discard(card=state.hands[0][0]))
    assert len(of_type(events, ev.WentMad)) == 1
    assert state.health == [2] and state.max_health == [2]


def test_dread_discarded_costs_health_and_food() -> None:
    """Effroi: "Défaussée, perdez un point de santé et un point de nourriture"."""
    state, _ = act(hand(DREAD2, food=2), 0, cmd.Discard(card=DREAD2))
    assert state.health == [2] and state.food == 1


def test_hope_played_counts_as_a_dig_of_the_chosen_rune() -> None:
    """Espoir: "compte comme une carte Creuser un passage du type runique de votre choix" (R-Q-3)."""
    state = hand(HOPE, line=[DIG_R[0], DIG_R[1], DIG_R[2]])
    state, _ = act(state, 0, cmd.Play(card=HOPE))
    assert [p.kind for p in ENGINE.prompts(state)] == ["hope_rune"]
    red, _ = act(state, 0, cmd.ChooseRune(rune="red"))
    assert red.passages == 2 and HOPE in red.used and red.hope_runes == {HOPE: 1}
    blue, _ = act(state, 0, cmd.ChooseRune(rune="blue"))
    assert blue.passages == 3


def test_hope_discarded_peeks_at_two_and_may_put_back_in_any_order() -> None:
    """Espoir: "regardez les deux premières cartes ... Si vous remettez les deux cartes sur le dessus vous
    pouvez choisir leur ordre"."""
    state = hand(HOPE)
    first, second = top(state, 2)
    state, events = act(state, 0, cmd.Discard(card=HOPE))
    assert of_type(events, ev.HopePeeked)[0].cards == [first, second] and ev.HopePeeked.reveals
    (peek,) = ENGINE.legal_actions(state, 0)
    assert peek.params[0].ordered and peek.params[0].min == 0 and peek.params[0].max == 2
    swapped, _ = act(state, 0, cmd.Peek(put_back=[second, first]))
    assert top(swapped, 2) == [second, first] and swapped.known_top == [2]
    assert [c.id for c in ENGINE.view(swapped, 0).known_top] == [second, first]
    one, _ = act(state, 0, cmd.Peek(put_back=[second]))
    assert first in one.hands[0] and top(one, 1) == [second] and one.known_top == [1]
    both, _ = act(state, 0, cmd.Peek(put_back=[]))
    assert first in both.hands[0] and second in both.hands[0] and both.known_top == [0]
    assert refuse(state, 0, cmd.Peek(put_back=[DIG_R[0]])).code == "illegal_action"


def test_hope_peek_with_an_empty_deck_asks_nothing() -> None:
    state, _ = act(hand(HOPE, deck=[]), 0, cmd.Discard(card=HOPE))
    assert state.tasks == []


# -- Snober / Sacrifice ----------------------------------------------------------------------------------


def test_snub_played_fetches_the_first_raven_or_goose_from_the_deck() -> None:
    """Snober: "cherchez une carte Corbeau ou Oie dans la pioche ... Placez la première carte que vous
    trouvez au début de la ligne. Mélangez ensuite la pioche"."""
    state = hand(SNUB_R, deck=[SLEEP_R2, EAT_R2, RAVEN_R, GOOSE_R2], line=[SLEEP_B2])
    state, events = act(state, 0, cmd.Play(card=SNUB_R))
    assert state.line == [RAVEN_R, SLEEP_B2, SNUB_R]
    assert of_type(events, ev.SnubFound)[0].source == "deck"
    assert len(of_type(events, ev.DeckShuffled)) == 1
    assert sorted(state.deck) == sorted([SLEEP_R2, EAT_R2, GOOSE_R2])
    assert state.health == [3]  # the fetched Raven's effect does not resolve


def test_snub_played_searches_the_discards_after_the_deck() -> None:
    """Rulebook: "ou ensuite dans les défausses": your own first, each from its top (README)."""
    hands = [[SNUB_R, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B], [GOOSE_B2, SLEEP_R, DIG_R[1], DIG_B[1], RAVEN_B]]
    state = make(hands=hands, deck=[SLEEP_R2, EAT_R2], discards=[[GOOSE_R, TREASURE_R], [RAVEN_R]], jarl=0)
    state, events = act(state, 0, cmd.Play(card=SNUB_R))
    assert state.line == [GOOSE_R, SNUB_R] and state.discards == [[TREASURE_R], [RAVEN_R]]
    nothing = hand(SNUB_R, deck=[SLEEP_R2, EAT_R2])
    nothing, events = act(nothing, 0, cmd.Play(card=SNUB_R))
    assert nothing.line == [SNUB_R] and not of_type(events, ev.SnubFound) and of_type(events, ev.DeckShuffled)


def test_snub_discarded_puts_two_cards_at_the_start_and_resolves_them_in_order() -> None:
    """Snober: "piochez les deux premières cartes ... ajoutez-les au début de la ligne. Résolvez ensuite les
    effets 'jouée sur la ligne' de ces deux cartes"."""
    state = hand(SNUB_B, deck=[EAT_R2, GOOSE_R2, SLEEP_R2], line=[SLEEP_B2], food=1, health=[2])
    state, _events = act(state, 0, cmd.Discard(card=SNUB_B))
    assert state.line == [EAT_R2, GOOSE_R2, SLEEP_B2] and ev.SnubDrawn.reveals
    assert [p.kind for p in ENGINE.prompts(state)] == ["eat"] and state.food == 1
    assert choices(state, "eat") == [0, 1]
    state, _ = act(state, 0, cmd.Eat(food=1))
    assert state.health == [3] and state.food == 1  # spent 1, then the Goose gave 1


def test_cards_snub_adds_at_the_start_do_not_break_a_dig_run() -> None:
    """R-Q-3."""
    state = make(
        hands=[[SNUB_B, DIG_R[3], DIG_B[5], SLEEP_B, EAT_B]],
        line=[DIG_R[0], DIG_B[0], DIG_R[1]],
        deck=[SLEEP_R2, GOOSE_B2, EAT_R2],
    )
    state, _ = act(state, 0, cmd.Discard(card=SNUB_B))
    assert state.line[:2] == [SLEEP_R2, GOOSE_B2]
    state, _ = act(state, 0, cmd.Play(card=DIG_R[3]))
    assert state.passages == 3


def sacrifice_state(goose: int, food: int = 1) -> MaeshoweState:
    return make(
        hands=[[SACRIFICE, DIG_R[5], DIG_B[5], EAT_B, RAVEN_B]],
        line=[TREASURE_R, TREASURE_B, SLEEP_R, goose],
        deck=DECK,
        food=food,
        discards=[[SLEEP_B]],
    )


def test_sacrifice_next_to_a_matching_goose_offers_three_options() -> None:
    """Sacrifice (red) next to a red Goose: 2 to the discard, OR 4 to the discard, OR 2 into the deck."""
    state, _ = act(sacrifice_state(GOOSE_R), 0, cmd.Play(card=SACRIFICE))
    modes = [a.fixed.get("mode") for a in ENGINE.legal_actions(state, 0)]
    assert modes == ["decline", "discard2", "discard4", "deck2"]
    four, events = act(state, 0, cmd.Sacrifice(mode="discard4", cards=[TREASURE_R, TREASURE_B, SLEEP_R, GOOSE_R]))
    assert four.line == [SACRIFICE] and four.food == 0
    assert sorted(four.discards[0]) == sorted([SLEEP_B, TREASURE_R, TREASURE_B, SLEEP_R, GOOSE_R])
    assert of_type(events, ev.DiscardShuffled) and ev.DiscardShuffled.chance
    deck, events = act(state, 0, cmd.Sacrifice(mode="deck2", cards=[TREASURE_R, TREASURE_B]))
    assert deck.line == [SLEEP_R, GOOSE_R, SACRIFICE] and TREASURE_R in deck.deck and deck.food == 0
    declined, _ = act(state, 0, cmd.Sacrifice(mode="decline"))
    assert declined.food == 1 and len(declined.line) == 5


def test_sacrifice_next_to_another_goose_moves_two_to_the_discard() -> None:
    state, _ = act(sacrifice_state(GOOSE_B), 0, cmd.Play(card=SACRIFICE))
    assert [a.fixed.get("mode") for a in ENGINE.legal_actions(state, 0)] == ["decline", "discard2"]
    assert refuse(state, 0, cmd.Sacrifice(mode="deck2", cards=[TREASURE_R, TREASURE_B])).code == "runes_do_not_match"
    assert refuse(state, 0, cmd.Sacrifice(mode="discard2", cards=[TREASURE_R])).code == "illegal_action"
    state, _ = act(state, 0, cmd.Sacrifice(mode="discard2", cards=[TREASURE_R, TREASURE_B]))
    assert state.line == [SLEEP_R, GOOSE_B, SACRIFICE] and state.food == 0 and len(state.discards[0]) == 3


def test_sacrifice_needs_a_goose_beside_it_and_a_food() -> None:
    """Rulebook: "Jouée sur la ligne à côté d'une carte Oie, vous pouvez perdre une nourriture"."""
    state, _ = act(sacrifice_state(SLEEP_B2), 0, cmd.Play(card=SACRIFICE))
    assert state.tasks == []
    state, _ = act(sacrifice_state(GOOSE_R, food=0), 0, cmd.Play(card=SACRIFICE))
    assert state.tasks == []


# -- Précipitation / Promptitude -------------------------------------------------------------------------


def test_haste_needs_a_food_to_play_and_costs_it() -> None:
    """Précipitation: "perdez une nourriture. Vous devez posséder au moins une nourriture pour jouer"."""
    hungry = hand(HASTE, food=0)
    assert HASTE not in choices(hungry, "play")
    assert refuse(hungry, 0, cmd.Play(card=HASTE)).code == "not_enough_food"
    state, _ = act(hand(HASTE, food=2), 0, cmd.Play(card=HASTE))
    assert state.food == 1


def test_haste_must_be_played_with_three_digs_at_turn_start() -> None:
    """Précipitation: "Si vous avez trois cartes Creuser un passage ou plus en main au début de votre tour,
    vous devez jouer cette carte"."""
    state = make(hands=[[SLEEP_R, SLEEP_B, DIG_R[0], DIG_B[0], EAT_B]], deck=[DIG_R[1], HASTE, RAVEN_B], food=2)
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert state.must_play_haste and choices(state, "play") == [HASTE]
    assert HASTE not in choices(state, "discard")
    assert refuse(state, 0, cmd.Play(card=DIG_R[0])).code == "must_play_haste"
    assert refuse(state, 0, cmd.Discard(card=HASTE)).code == "must_play_haste"
    state, _ = act(state, 0, cmd.Play(card=HASTE))
    assert state.food == 1


def test_haste_obligation_lapses_without_food() -> None:
    """Rulebook: "vous devez jouer cette carte" only when it can be played (it needs a food)."""
    state = make(hands=[[HASTE, DIG_R[0], DIG_B[0], DIG_R[1], EAT_B]], food=0, must_play_haste=True, deck=DECK)
    assert set(choices(state, "play")) == {DIG_R[0], DIG_B[0], DIG_R[1], EAT_B}
    state, _ = act(state, 0, cmd.Play(card=DIG_R[0]))
    assert state.played


def test_haste_discarded_costs_one_health() -> None:
    state, _ = act(hand(HASTE), 0, cmd.Discard(card=HASTE))
    assert state.health == [2]


def test_promptness_rearranges_the_line_and_scores_a_run() -> None:
    """Promptitude: "Réarrangez les cartes de la ligne ... Si la ligne se termine désormais par quatre cartes
    Creuser un passage, appliquez leur effet"."""
    state = hand(PROMPT, line=[DIG_R[0], SLEEP_R, DIG_B[0], DIG_R[1], DIG_B[1]], food=1)
    state, _ = act(state, 0, cmd.Play(card=PROMPT))
    assert state.food == 0 and [p.kind for p in ENGINE.prompts(state)] == ["rearrange"]
    (action,) = ENGINE.legal_actions(state, 0)
    assert action.params[0].ordered and action.params[0].min == action.params[0].max == 6
    assert refuse(state, 0, cmd.Rearrange(order=[DIG_R[0]])).code == "illegal_action"
    order = [SLEEP_R, PROMPT, DIG_R[0], DIG_B[0], DIG_R[1], DIG_B[1]]
    state, events = act(state, 0, cmd.Rearrange(order=order))
    assert state.line == order and state.passages == 3 and of_type(events, ev.DigScored)


def test_promptness_needs_a_food_to_play() -> None:
    assert refuse(hand(PROMPT, food=0), 0, cmd.Play(card=PROMPT)).code == "not_enough_food"


def test_promptness_discarded_costs_two_health_or_a_passage() -> None:
    """Promptitude: "Défaussée, perdez deux points de santé OU ajoutez un jeton passage"."""
    state, _ = act(hand(PROMPT, passages=2, starting=4), 0, cmd.Discard(card=PROMPT))
    assert choices(state, "promptness_cost") == ["health", "passage"]
    hurt, _ = act(state, 0, cmd.PromptnessCost(choice="health"))
    assert hurt.health == [1] and hurt.passages == 2
    blocked, _ = act(state, 0, cmd.PromptnessCost(choice="passage"))
    assert blocked.health == [3] and blocked.passages == 3


def test_promptness_passage_never_exceeds_the_start() -> None:
    """MISE EN PLACE 5: never more passage tokens than at the start."""
    state, _ = act(hand(PROMPT, passages=4, starting=4), 0, cmd.Discard(card=PROMPT))
    state, _ = act(state, 0, cmd.PromptnessCost(choice="passage"))
    assert state.passages == 4


# -- Ruine / Récupération --------------------------------------------------------------------------------


def test_ruin_and_recovery_together_at_turn_start() -> None:
    """Ruine: "Si vous avez Ruine et Récupération ensemble dans votre main au début de votre tour, vous devez
    les défausser toutes les deux et vous perdez un point de santé" (no discard effect, R-Q-4)."""
    state = make(hands=[[SLEEP_R, SLEEP_B, DIG_R[0], DIG_B[0], EAT_B]], deck=[RUIN_R, RECOVERY, RAVEN_B], health=[3])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert choices(state, "ruin_pair") == [RUIN_R]  # the turn's first answer, even with one of each (item 7)
    assert refuse(state, 0, cmd.Play(card=DIG_R[0])).code == "ruin_pair_first"
    state, events = act(state, 0, cmd.RuinPair(ruin=RUIN_R, recovery=RECOVERY))
    forced = of_type(events, ev.CardsForcedToDiscard)
    assert forced[0].cards == [RUIN_R, RECOVERY] and forced[0].reason == "ruin_recovery"
    assert state.health == [3] and state.turn == 2  # +1 Sleep, -1 Ruine/Récupération
    assert sorted(state.hands[0]) == sorted([DIG_R[0], DIG_B[0], EAT_B]) and state.result is None


def test_ruin_pair_asks_which_copies_when_ambiguous() -> None:
    state = make(hands=[[SLEEP_R, SLEEP_B, DIG_R[0], RUIN_B, EAT_B]], deck=[RUIN_R, RECOVERY, RAVEN_B], health=[3])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert [a.action for a in ENGINE.legal_actions(state, 0)] == ["ruin_pair"]
    assert set(choices(state, "ruin_pair")) == {RUIN_R, RUIN_B}
    assert refuse(state, 0, cmd.RuinPair(ruin=DIG_R[0], recovery=RECOVERY)).code == "illegal_action"
    state, _ = act(state, 0, cmd.RuinPair(ruin=RUIN_B, recovery=RECOVERY))
    assert state.discards[0][-2:] == [RUIN_B, RECOVERY] and RUIN_R in state.hands[0] and state.health == [3]


def test_ruin_discarded_costs_one_health() -> None:
    state, _ = act(hand(RUIN_R), 0, cmd.Discard(card=RUIN_R))
    assert state.health == [2]


def test_recovery_plays_the_top_of_a_discard_for_one_health() -> None:
    """Récupération: "vous pouvez perdre un point de santé pour jouer la carte du dessus de la défausse de
    votre choix sur la ligne au lieu d'une carte de votre main"; its play effect resolves."""
    hands = [[RECOVERY, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B], [GOOSE_B2, SLEEP_R, DIG_R[1], DIG_B[1], RAVEN_B]]
    state = make(hands=hands, discards=[[SLEEP_R2], [TREASURE_R, GOOSE_R]], food=1, jarl=0, deck=DECK)
    assert choices(state, "play_from_discard") == [0, 1]
    state, _ = act(state, 0, cmd.PlayFromDiscard(owner=1))
    assert state.line == [GOOSE_R] and state.food == 2 and state.health == [3, 4]
    assert RECOVERY in state.hands[0] and state.discards[1] == [TREASURE_R] and state.played


def test_recovery_needs_the_card_in_hand_and_a_playable_top() -> None:
    state = make(hands=[[SLEEP_R, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B]], discards=[[GOOSE_R]], deck=DECK)
    assert choices(state, "play_from_discard") == []
    assert refuse(state, 0, cmd.PlayFromDiscard(owner=0)).code == "illegal_action"
    hungry = make(hands=[[RECOVERY, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B]], discards=[[HASTE]], food=0, deck=DECK)
    assert choices(hungry, "play_from_discard") == []
    assert refuse(hungry, 0, cmd.PlayFromDiscard(owner=0)).code == "illegal_action"


def test_recovery_then_discarding_recovery_itself() -> None:
    """With a one-card hand, Récupération still allows a full turn: play from a discard, then discard it."""
    state = make(hands=[[RECOVERY]], discards=[[SLEEP_R]], deck=DECK, health=[3])
    state, _ = act(state, 0, cmd.PlayFromDiscard(owner=0))
    state, _ = act(state, 0, cmd.Discard(card=RECOVERY))
    assert state.result is None and state.line == [SLEEP_R] and state.health == [3] and state.turn == 2


# -- a card that leaves the line before its effect resolves (issue 13, items 6 and 8) ---------------------


def test_economy_may_take_back_the_card_snober_queued_after_it() -> None:
    """Snober discarded reveals Économie then Sacrifice; Économie's prompt lists Sacrifice, so taking it back
    must be accepted (it was a ValueError, an HTTP 500). Sacrifice left the line: its effect never resolves."""
    state = hand(SNUB_B, deck=[ECONOMY, SACRIFICE, SLEEP_R2], line=[GOOSE_R], food=2)
    state, _ = act(state, 0, cmd.Discard(card=SNUB_B))
    assert state.line == [ECONOMY, SACRIFICE, GOOSE_R]
    assert SACRIFICE in choices(state, "take_back")
    state, events = act(state, 0, cmd.TakeBack(cards=[SACRIFICE]))
    assert SACRIFICE in state.hands[0] and state.line == [ECONOMY, GOOSE_R]
    assert state.tasks == [] and state.food == 2 and not of_type(events, ev.TaskAdded)


def test_a_card_taken_back_before_its_effect_resolves_has_no_effect() -> None:
    """Rulebook: "Lorsque vous jouez une carte sur la ligne, résolvez l'effet": the effect belongs to the card
    on the line. Trésor taken back into the hand by Économie (Snober's first card) costs no health, as Espoir
    taken back before its rune is chosen counts as nothing."""
    state = hand(SNUB_B, deck=[ECONOMY, TREASURE_R, SLEEP_R2], line=[GOOSE_R])
    state, _ = act(state, 0, cmd.Discard(card=SNUB_B))
    state, events = act(state, 0, cmd.TakeBack(cards=[TREASURE_R]))
    assert TREASURE_R in state.hands[0] and state.health == [3] and not of_type(events, ev.HealthChanged)


def test_a_card_sacrifice_moved_away_before_its_effect_resolves_has_no_effect() -> None:
    """Snober discarded reveals Sacrifice (next to a Goose on the line) then a Goose: Sacrifice moves that
    second Goose to the discard before it resolves, so it gives no food."""
    state = hand(SNUB_B, deck=[SACRIFICE, GOOSE_B2, SLEEP_R2], line=[GOOSE_R], food=1)
    state, _ = act(state, 0, cmd.Discard(card=SNUB_B))
    assert state.line == [SACRIFICE, GOOSE_B2, GOOSE_R]
    state, _ = act(state, 0, cmd.Sacrifice(mode="discard2", cards=[GOOSE_B2, GOOSE_R]))
    assert GOOSE_B2 in state.discards[0] and state.food == 0


# -- R-Q-1: a hand drawn by madness is not checked again (issue 13, item 5) -------------------------------

REDS = [DIG_R[3], DIG_R[4], DIG_R[5], EAT_R, EAT_R2, GOOSE_R, GOOSE_R2, RAVEN_R, RAVEN_R2, SLEEP_R, SLEEP_R2]


def test_dread_played_as_the_last_step_drives_you_mad_once() -> None:
    """R-Q-1: "A hand drawn by the madness procedure is never checked again until a later action of the
    player changes it ... Effroi played (or revealed by Snober) as the turn's last step cannot" (rulebook:
    "vous ne devenez pas fou une seconde fois")."""
    state = make(hands=[[DREAD, DIG_R[0], DIG_R[1], DIG_R[2], TREASURE_R]], deck=REDS)
    state, _ = act(state, 0, cmd.Discard(card=DIG_R[0]))
    state, events = act(state, 0, cmd.Play(card=DREAD))
    assert len(of_type(events, ev.WentMad)) == 1 and state.turn == 2
    assert len(state.hands[0]) == 5 and state.health == [3] and state.max_health == [3]


def test_dread_revealed_by_snober_as_the_last_step_drives_you_mad_once() -> None:
    """R-Q-1: Effroi revealed by Snober discarded as the turn's last step: one madness, no check of the
    redrawn hand."""
    state = make(hands=[[SNUB_R, DIG_R[0], DIG_R[1], DIG_R[2], TREASURE_R]], deck=[DREAD, SLEEP_R, *REDS])
    state, _ = act(state, 0, cmd.Play(card=DIG_R[0]))
    state, events = act(state, 0, cmd.Discard(card=SNUB_R))
    assert len(of_type(events, ev.WentMad)) == 1 and state.turn == 2
    assert state.health == [3] and state.max_health == [3]
