"""Names, never ids, on Mansions' table (issue 34, items 3, 4, 8): every view carries the name of each
content id it shows and what each shown card says, in the reader's language, and the end in words; the
names follow the view, so a seat is never named a card it may not see."""

from __future__ import annotations

import re

import msgspec
import pytest

from domain import listing
from domain.contract import Event, LegalAction, RuleViolation
from domain.games.mansions import events as ev
from domain.games.mansions import view_names
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.engine import MansionsEngine
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.games.mansions.views import view
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, SILAS, E, act, claim, fold
from tests.games.mansions.test_mansions_views import secret_match
from tests.games.test_sentences import visible_problems
from tests.support.listing_walk import walk_listings

ID = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)+$")


def _ids(value: object) -> set[str]:
    """Every snake_case string in a view (values and keys), the way a table would find them."""
    found: set[str] = set()

    def walk(x: object) -> None:
        if isinstance(x, str):
            if ID.match(x):
                found.add(x)
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(msgspec.to_builtins(value))
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keeper_reads_the_objective_and_the_story_in_words(lang: str) -> None:
    """The keeper's secret objective is named and told ("The River's Bride" and its text, not "obj
    bride"), and so are the story's questions and answers, in the page's language."""
    state, _ = secret_match(SILAS)
    v = view(state, 0, lang)
    assert v.secrets is not None and v.secrets.objective == "obj_bride"
    objective = CONTENT.objectives["obj_bride"]
    assert v.names["obj_bride"] == objective.name.get(lang)
    assert v.texts["obj_bride"] == objective.text.get(lang)
    question = CONTENT.scenario.questions[0]
    answer = next(a for a in question.answers if a.id == SILAS[question.id])
    assert v.names[question.id] == question.text.get(lang)
    assert v.names[f"{question.id}.{answer.id}"] == answer.text.get(lang)
    for card in v.secrets.hand:
        assert card in v.names


def test_every_id_a_view_shows_has_a_name_in_both_languages() -> None:
    """Played views of a real match: each content id in the view (investigators, traits, items,
    monster kinds, spells, cards, events) is named, in English and in French; rooms are named by the
    page from the public board. A view without names fails here."""
    state, _ = secret_match(SILAS)
    state = act(claim(state), 1, {"action": "end_turn"})
    rooms = {r.id for r in CONTENT.board.rooms} | {sp.id for sp in CONTENT.board.spaces}
    tags = {"keeper", "investigators", "setup", "investigator", "keeper_turn", "turn"}
    for seat in (None, 0, 1, 2):
        for lang in ("en", "fr"):
            v = view(state, seat, lang)
            shown = _ids(msgspec.structs.replace(v, names={}, texts={}, outcome=None)) - rooms - tags
            unnamed = {i for i in shown if i not in v.names and not any(i.startswith(f"{k}.") for k in v.names)}
            assert not {i for i in unnamed if any(i in t for t in view_names._TABLES)}, (seat, lang, unnamed)
            assert all(v.names[k] for k in v.names)
    en, fr = view(state, 0, "en"), view(state, 0, "fr")
    assert en.names.keys() == fr.names.keys() and en.names != fr.names


def test_names_follow_the_view_and_leak_nothing() -> None:
    """An investigator's view never names the secret objective or a card of the keeper's hand (the
    names are computed from the view the seat may read); the keeper's view does."""
    state, _ = secret_match(SILAS)
    state = claim(state)
    keeper = view(state, 0, "en")
    assert keeper.secrets is not None
    secret = {keeper.secrets.objective, *keeper.secrets.hand, *(c for cs in keeper.secrets.stacks.values() for c in cs)}
    assert secret & keeper.names.keys()
    for seat in (None, 1, 2):
        v = view(state, seat, "en")
        assert not (set(v.names) | set(v.texts)) & (secret - set(_ids(msgspec.structs.replace(v, names={}, texts={}))))
        assert "obj_bride" not in v.names and "obj_bride" not in v.texts


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "The keeper wins: 4 ritual tokens lie in"), ("fr", "Le gardien gagne : 4 pions rituel")],
)
def test_the_end_is_told_in_words_to_each_seat(lang: str, expected: str) -> None:
    """Item 8: the keeper who wins reads which condition of the objective was met; an investigator
    who never saw the objective reads the public reason without the card's details."""
    state = fold(E.start(MansionsOptions(investigators=2, picks=[CYRUS, AGNES]), Rng(3)))
    state = act(state, 0, {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in SILAS.items()]})
    needed = next(c for c in CONTENT.objectives["obj_bride"].keeper if isinstance(c, sc.Tokens))
    state = fold([ev.TokenPlaced(room=needed.room, token="ritual", count=needed.count)], claim(state))
    state = act(state, 1, {"action": "end_turn"})
    assert state.winner == "keeper" and not state.revealed
    told = view(state, 0, lang).outcome
    assert told is not None and told.startswith(expected)
    public = view(state, 1, lang).outcome
    assert public is not None and "rite" in public and "4" not in public
    assert view(state, 1, lang).winner == "keeper"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_listed_action_and_choice_is_labelled_without_an_id(lang: str) -> None:
    """The page shows each listed action's label and its choices' labels (menus, forms): seeded random
    matches, the keeper's and the investigators' listings at every state, read in ``lang``, name no
    space, door or content by its id (the browser suite's whole match met "Yard (yard_path)")."""
    rng = Rng(34)
    found: set[str] = set()

    def read(state: MansionsState, seat: int, action: LegalAction, now: float) -> list[list[Event]]:
        labels = [action.label] + [c.label for p in action.params for c in p.choices]
        found.update(token for label in labels for token in visible_problems(label))
        outcome = engine.decide(state, seat, E.parse_command(listing.fill(action, rng)), now, rng)
        return [] if isinstance(outcome, RuleViolation) else [outcome]

    engine = MansionsEngine()
    engine.lang = lang
    walk_listings(engine, {"investigators": 2}, rng, 200, read, strict=False)
    assert sorted(found) == []
