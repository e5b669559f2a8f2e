"""Non-interference (docs/engine.md, section 3.3 of the inventory), with the platform's harness run on
the unregistered engine: over random legal positions, a seat's view, prompts, legal actions, status
and redacted events are the same in the real match and in ``resample_hidden(state, seat)``, for the
keeper against the investigators and for each investigator against the others, also along further
play in lockstep; and the resampler does redraw (spells, decks, and the story for the investigators),
so the comparisons are not vacuous."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.contract import Event, RuleViolation
from domain.games.mansions import events as ev
from domain.games.mansions import hidden
from domain.games.mansions.content import CONTENT
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.listing import sample
from domain.rng import Rng
from tests.games.mansions.mansions_play import CYRUS, PENHALE, SILAS, E, act, decide, fold, next_turn, until, walk
from tests.trust.table import Table
from tests.trust.worlds import Coverage, check_seat, check_version, redraw_coverage

STEPS = 160
LOCKSTEP = 6


def positions(seed: int, investigators: int, story: bool) -> Iterator[tuple[MansionsState, list[Event], float]]:
    """Random legal play (deadlines expiring), yielding every reachable state with its log and clock."""
    rng = Rng(seed)
    options = MansionsOptions(investigators=investigators, story=SILAS if story else None, keeper_seconds=5)
    log = E.start(options, Rng(seed))
    state, now = fold(log), 0.0
    for step in range(STEPS):
        yield state, log, now
        moved = advance(state, now, rng, seed * 31 + step)
        if moved is None:
            return
        events, now = moved
        log = log + events
        state = fold(events, E.clone(state))


def advance(state: MansionsState, now: float, rng: Rng, seed: int) -> tuple[list[Event], float] | None:
    """One random legal step from ``state`` (a passed deadline first): its events and the new clock."""
    status = E.status(state)
    if status.finished:
        return None
    due = E.next_deadline(state)
    if due is not None and due <= now:
        return E.on_deadline(state, now, Rng(seed)), now
    seat = rng.choice(status.to_act)
    action = rng.choice(E.legal_actions(state, seat))
    body: dict[str, object] = {"action": action.action, **action.fixed}
    for param in action.params:
        body[param.name] = sample(param, rng)
    out = E.decide(state, seat, E.parse_command(body), now, Rng(seed))
    assert not isinstance(out, RuleViolation), out
    return out, now + rng.between(0, 3)


def seen(state: MansionsState, seat: int | None) -> bytes:
    """Everything ``seat`` is shown at ``state``, encoded: its view, the prompts, its legal actions, status."""
    shown = (
        E.view(state, seat),
        E.prompts(state),
        E.legal_actions(state, seat) if seat is not None else [],
        E.status(state),
    )
    return msgspec.json.encode(shown)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**32), investigators=st.integers(1, 4), story=st.booleans(), data=st.data())
def test_no_seat_tells_its_world_from_a_resampled_one(
    seed: int, investigators: int, story: bool, data: st.DataObject
) -> None:
    """The platform's harness (``tests/trust/worlds.py``) on the unregistered engine: for every seat
    and the spectator, the resampled twin shows the same platform view, answers its commands the same
    and stays indistinguishable along lockstep play, also at earlier versions of the history."""
    options = {"investigators": investigators, "keeper_seconds": 5, **({"story": SILAS} if story else {})}
    table = Table(E, options, seed)
    rng = Rng(seed)
    for steps in data.draw(st.lists(st.integers(0, 50), min_size=3, max_size=3), label="steps"):
        table.play(rng, steps)
        for seat in [None, *range(table.seats)]:
            check_seat(table, seat, rng)
            check_version(table, 1 + rng.below(table.match.version), seat, rng)
        if table.finished():
            break


def test_the_keeper_s_secrets_are_redrawn_for_the_others() -> None:
    """The platform's coverage probe: where the keeper saw what an investigator did not (the story),
    a resample for the investigator changes the keeper's own view; where a seat missed events (the
    shuffles), the omniscient view changes. Both at least half the time, as the platform requires."""
    total = Coverage()
    for seed in range(6):
        table, rng = Table(E, {"investigators": 1 + seed % 4}, seed), Rng(seed)
        for steps in (3, 10, 25):
            table.play(rng, steps)
            if table.finished():
                break
            total.add(redraw_coverage(table, rng))
    assert total.hidden_cases > 0 and total.secret_cases > 0, total
    assert total.hidden_redrawn / total.hidden_cases >= 0.5 and total.secret_redrawn / total.secret_cases >= 0.5, total


def spell_cards(s: MansionsState) -> list[list[str]]:
    return [list(f.spells) for _, f in sorted(s.figures.items())] + [d for _, d in sorted(s.spell_decks.items())]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), investigators=st.integers(1, 4))
def test_the_resampler_redraws_what_no_seat_may_know(seed: int, investigators: int) -> None:
    """Spells in hand and in the decks, the mythos, trauma and combat orders: redrawn for every seat
    (the keeper included, R-H-21) within the same types and sizes, the hands' order kept. The keeper's
    hand (H-21, H-22) is redrawn for the others from its cards and the decks', as many of each kind."""
    state = None
    for state, _, _ in positions(seed, investigators, True):
        if state.phase == "investigators":
            break
    assert state is not None and state.phase == "investigators"
    state = E.clone(state)  # the keeper holds cards (as bought by ``whispers``)
    for deck in (state.mythos, state.mythos, state.trauma):
        state.hand.append(deck.pop(0))
    for seat in [None, *range(state.seats)]:
        twins = [hidden.resample_hidden(state, seat, Rng(k)) for k in range(8)]
        assert any(spell_cards(t) != spell_cards(state) for t in twins)
        assert any(t.mythos != state.mythos and t.combat != state.combat for t in twins)
        for t in twins:
            assert sorted(t.mythos + t.trauma + t.hand) == sorted(state.mythos + state.trauma + state.hand)
            assert [c in CONTENT.mythos for c in t.hand] == [c in CONTENT.mythos for c in state.hand]
            assert [len(c) for c in spell_cards(t)] == [len(c) for c in spell_cards(state)]
        assert state.hand
        if seat == 0:
            assert all(t.hand == state.hand for t in twins)  # the keeper's own hand
        else:
            assert any(t.hand != state.hand for t in twins)
        if seat == 0:
            assert all(t.answers == state.answers for t in twins)  # the keeper's own story


def test_the_keeper_keeps_the_story_the_others_may_not_know_it() -> None:
    """An investigator's resample draws other stories agreeing with the cards seen; the keeper's never
    does. Nothing an investigator or the spectator is shown changes with the story (view, prompts,
    legal actions, status). The set-up's board is the same in every story (the loader checks it), so
    at the start every story agrees, not only the objective's three."""
    options = MansionsOptions(investigators=2)
    state = fold(E.start(options, Rng(3)))
    state = act(state, 0, {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in SILAS.items()]})
    assert state.answers is not None
    stories = set()
    for k in range(40):
        twin = E.clone(state)
        hidden.resample_story(twin, Rng(k))
        stories.add(tuple(sorted(twin.answers.items())) if twin.answers else ())
        for seat in (None, 1, 2):
            assert seen(twin, seat) == seen(state, seat)
        assert seen(twin, 0) != seen(state, 0) or twin.answers == state.answers
    assert len(stories) > len(CONTENT.scenario.questions[-1].answers)
    for k in range(5):
        assert hidden.resample_hidden(state, 0, Rng(k)).answers == state.answers


def test_omniscient_view_shows_everything_the_resampler_redraws() -> None:
    state = None
    for state, _, _ in positions(11, 3, False):
        if state.phase == "investigators":
            break
    assert state is not None
    full = E.omniscient_view(state)
    assert full.secrets is not None and full.decks is not None
    assert full.secrets.objective == state.objective and full.secrets.answers == state.answers
    assert full.decks.mythos == state.mythos and full.decks.spells == dict(sorted(state.spell_decks.items()))
    assert [[s.card for s in i.spells] for i in full.investigators] == [
        f.spells for _, f in sorted(state.figures.items())
    ]
    twin = hidden.resample_hidden(state, 1, Rng(5))
    assert E.omniscient_view(twin) != full
    spectator = E.view(state, None)
    assert msgspec.structs.replace(
        full, investigators=[], secrets=None, decks=None, names={}, texts={}
    ) == msgspec.structs.replace(spectator, investigators=[], names={}, texts={})
    assert spectator.names.items() <= full.names.items()  # the omniscient view names its secrets too


def test_a_cast_card_is_public_and_the_next_one_is_redrawn() -> None:
    """H-35, H-36, R-H-21 with casting (part 2d): after a cast, every seat's twin shows the same view,
    prompts and legal actions; the cast card (face up) is never dealt again, while the spell drawn in its
    place, unseen, is re-dealt within its type for every seat, the keeper and the caster included."""
    from tests.games.mansions.test_mansions_spells import TOMAS, ready

    state = ready(TOMAS)  # ward: 3 cards, so 2 unseen after the cast, one in hand and one in the deck
    events = decide(state, 1, {"action": "cast_spell", "spell": "ward-1", "target": 1}, seed=2)  # no skill point
    after = fold(events, E.clone(state))
    cast = after.spell_discard[0]
    for seat in [None, *range(after.seats)]:
        twins = [hidden.resample_hidden(after, seat, Rng(k)) for k in range(8)]
        assert all(seen(t, seat) == seen(after, seat) for t in twins)
        assert all(cast not in [c for cards in spell_cards(t) for c in cards] for t in twins)
        assert any(t.figures[1].spells != after.figures[1].spells for t in twins)
    assert len(after.spell_decks["ward"]) == 1 and after.figures[1].spells[0] not in after.spell_decks["ward"]


def test_after_the_reveal_the_resampled_story_brought_the_same_monsters() -> None:
    """The story's monsters enter at the reveal (designed): before it, an investigator's resample draws
    stories whose reveal monsters differ (they are part of the secret); after it, only stories with the
    revealed objective and the monsters that entered, so the investigator's view is unchanged."""
    options = MansionsOptions(investigators=1, picks=[CYRUS])
    state = fold(E.start(options, Rng(1)))
    state = act(state, 0, {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in PENHALE.items()]})
    before = {
        tuple(CONTENT.story(hidden.resample_hidden(state, 1, Rng(k)).answers or {}).reveal_monsters) for k in range(30)
    }
    assert len(before) > 1
    # set down in the larder: no barrier met on the way (the parlour's beam) names the writer
    state = fold([ev.Moved(seat=1, to="larder", movement=False)], next_turn(state, 1))
    state, _ = until(state, 1, {"action": "explore"}, lambda es: True)
    state = walk(state, 1, ["cellar_ladder"])  # the Black Water lies atop the cellar in every story
    state, _ = until(next_turn(state, 1), 1, {"action": "explore"}, lambda es: True)
    assert state.revealed and state.answers == PENHALE
    real = CONTENT.story(PENHALE)
    for k in range(20):
        twin = hidden.resample_hidden(state, 1, Rng(k))
        assert twin.answers is not None and twin.objective == state.objective
        assert hidden.placements(CONTENT.story(twin.answers).reveal_monsters) == hidden.placements(real.reveal_monsters)
        assert seen(twin, 1) == seen(state, 1)


def test_a_room_an_investigator_stands_in_keeps_its_barrier_or_its_lack_of_one() -> None:
    """Every story agrees at the start, and the stories differ in which rooms a barrier tops (Silas's
    kitchen, Mrs Penhale's parlour, the Fallen Beam): an investigator standing in a room whose top card
    is no barrier may explore it, so the resampler draws no story with an unmet barrier on top there."""
    options = MansionsOptions(investigators=1, picks=[CYRUS])
    state = fold(E.start(options, Rng(1)))
    state = act(state, 0, {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in SILAS.items()]})
    state = walk(next_turn(state, 1), 1, ["yard_path", "hall_south", "hall_north", "parlour_west"])
    assert "parlour" not in state.known_barriers
    writers = set()
    for k in range(30):
        twin = hidden.resample_hidden(state, 1, Rng(k))
        writers.add((twin.answers or {}).get("writer"))
        assert seen(twin, 1) == seen(state, 1)
    assert writers == {"silas"}
