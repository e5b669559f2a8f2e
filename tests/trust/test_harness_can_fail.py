"""The non-interference harness can fail: run on deliberately broken engines, it reports each defect.

A harness that never fails proves nothing. Each broken engine below is a real engine with one method
replaced (:mod:`tests.trust.mutants`): a lazy resampler (issue 13 item 22c), a view that carries a
fingerprint of another seat's hand, and a prompt whose kind, which every seat sees in the waiting
list, tells what the prompted seat holds (the shape of Maeshowe's ``ruin_pair`` leak, item 7).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import Phase

from domain.contract import Engine
from domain.rng import Rng
from tests.trust import test_non_interference as non_interference
from tests.trust.mutants import identity_resampler, leaky_prompt, leaky_secret, leaky_view
from tests.trust.table import Table, engines
from tests.trust.test_non_interference import KNOWN
from tests.trust.worlds import Coverage, Leak, check_seat, check_version, redraw_coverage

ENGINES = engines()
SET_UPS: list[tuple[str, dict[str, Any]]] = [
    ("maeshowe", {"players": 2}),
    ("bigbook", {"players": 2}),
    ("montagnes", {"players": 3}),
    ("toy", {}),
]
IDS = [game for game, _ in SET_UPS]
HIDDEN_FROM_ALL: list[tuple[str, dict[str, Any]]] = [*SET_UPS, ("farcry", {"seats": 2})]
"""Set-ups for the secret-fingerprint mutant: also Far Cry, which hides the same from every seat (so a
mutant leaking another seat's view leaks nothing there)."""


def tables(engine: Engine[Any, Any], options: dict[str, Any], seeds: int = 4) -> list[tuple[Table, Rng]]:
    out = []
    for seed in range(seeds):
        table, rng = Table(engine, options, seed), Rng(seed)
        table.play(rng, 8)
        out.append((table, rng))
    return out


def leaks(engine: Engine[Any, Any], options: dict[str, Any]) -> list[str]:
    """What the harness reports over a few played states, every seat and the spectator."""
    found = []
    for table, rng in tables(engine, options):
        for seat in [None, *range(table.seats)]:
            try:
                check_seat(table, seat, rng)
                check_version(table, table.match.version, seat, rng)
            except Leak as leak:
                found.append(str(leak))
    return found


@pytest.mark.parametrize(("game", "options"), HIDDEN_FROM_ALL, ids=[g for g, _ in HIDDEN_FROM_ALL])
def test_the_real_engines_pass_on_these_states(game: str, options: dict[str, Any]) -> None:
    """The control: the same states and seats with the real engine report nothing (but the known
    findings of ``test_non_interference.KNOWN``), so the failures below come from the mutation alone."""
    found = leaks(ENGINES[game], options)
    assert [leak for leak in found if not any(g == game and where in leak for g, where in KNOWN)] == []


@pytest.mark.parametrize(("game", "options"), SET_UPS, ids=IDS)
def test_a_lazy_resampler_fails_the_redraw_check(game: str, options: dict[str, Any]) -> None:
    lazy = identity_resampler(ENGINES[game])
    real, unchanged = Coverage(), Coverage()
    for table, rng in tables(ENGINES[game], options):
        real.add(redraw_coverage(table, Rng(1)))
        lazy_table = Table(lazy, options, 0)
        lazy_table.records, lazy_table.match, lazy_table.now = table.records, table.match, table.now
        unchanged.add(redraw_coverage(lazy_table, rng))
    assert real.secret_redrawn > 0 and real.hidden_redrawn > 0, real
    assert unchanged.secret_cases == real.secret_cases and unchanged.hidden_cases == real.hidden_cases
    assert unchanged.secret_redrawn == 0 and unchanged.hidden_redrawn == 0, unchanged


@pytest.mark.parametrize(("game", "options"), SET_UPS, ids=IDS)
def test_a_view_that_leaks_another_hand_is_caught(game: str, options: dict[str, Any]) -> None:
    found = leaks(leaky_view(ENGINES[game]), options)
    assert found, f"{game}: a view carrying another seat's hand went unnoticed"
    assert all("'s view depend on what it may not know" in leak for leak in found), found[:3]


@pytest.mark.parametrize(("game", "options"), HIDDEN_FROM_ALL, ids=[g for g, _ in HIDDEN_FROM_ALL])
def test_a_view_that_fingerprints_what_no_seat_knows_is_caught(game: str, options: dict[str, Any]) -> None:
    found = leaks(leaky_secret(ENGINES[game]), options)
    assert found, f"{game}: a view carrying a fingerprint of the hidden state went unnoticed"
    assert all("'s view depend on what it may not know" in leak for leak in found), found[:3]


@pytest.mark.parametrize(("game", "options"), SET_UPS, ids=IDS)
def test_a_prompt_that_leaks_a_hand_into_the_waiting_list_is_caught(game: str, options: dict[str, Any]) -> None:
    found = leaks(leaky_prompt(ENGINES[game]), options)
    assert found, f"{game}: a prompt kind telling the table what a hand holds went unnoticed"
    assert any("waiting_for" in leak for leak in found), found[:3]


@pytest.mark.parametrize("mutate", [leaky_view, leaky_prompt], ids=["leaky_view", "leaky_prompt"])
@pytest.mark.parametrize(("game", "options"), SET_UPS, ids=IDS)
def test_the_property_at_its_ci_size_catches_the_mutants(
    game: str, options: dict[str, Any], mutate: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``test_non_interference``'s property itself, at the size CI runs it (``examples``), fails on each
    mutant engine: the CI size is small for speed, not too small to find a leak (no shrinking: the
    first leak is enough)."""
    monkeypatch.setitem(non_interference.ENGINES, game, mutate(ENGINES[game]))
    at_ci_size = non_interference.at_size(
        non_interference.examples(game), phases=[Phase.explicit, Phase.generate], database=None
    )
    with pytest.raises(Leak):
        at_ci_size(game=game)


@pytest.mark.parametrize("game", sorted(non_interference.CI_EXAMPLES))
def test_the_property_at_a_smaller_ci_size_catches_a_fingerprint_of_the_hidden_state(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game run at fewer matches on CI (``CI_EXAMPLES``: Far Cry, which hides the same from every seat,
    so only the fingerprint mutant applies) still fails the property at that size on the mutant."""
    monkeypatch.setitem(non_interference.ENGINES, game, leaky_secret(ENGINES[game]))
    at_ci_size = non_interference.at_size(
        non_interference.examples(game), phases=[Phase.explicit, Phase.generate], database=None
    )
    with pytest.raises(Leak):
        at_ci_size(game=game)
