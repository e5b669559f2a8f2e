"""The catalogue of problem codes (issue 16 item 6): every code the server can answer with is published.

Two nets: a scan of the sources for every literal code handed to a refusal (a game's own codes must be
in its text catalogue, the others in the platform's list), and the strict check the suite runs under
(``FOLIE_STRICT_PROBLEM_CODES``, set in ``tests/conftest.py``), which turns an uncatalogued code built
at run time into a failure. Both are shown to fail on a code nobody catalogued.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from domain.contract import Command, RuleViolation
from domain.registry import default_engines
from domain.rng import Rng
from projections.store import StoreConfig
from service import problem_codes
from service.app import create_app
from service.problems import Problem
from service.settings import Settings
from tests.support import toy

ROOT = Path(__file__).resolve().parents[2]
ENGINES = default_engines()

REFUSALS: dict[str, int] = {
    "RuleViolation": 0,
    "_violation": 0,
    "_refuse": 0,
    "Unauthenticated": 0,
    "QueryRefused": 0,
    "ReportError": 0,
    "ExportError": 0,
    "ApiError": 1,
    "problem": 1,
    "_problem": 2,
}
"""Constructors of refusals and the position of their ``code`` argument."""


def literal_codes(path: Path) -> Iterator[tuple[str, int]]:
    """Each literal code handed to a refusal in ``path``, with its line."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name not in REFUSALS:
            continue
        index = REFUSALS[name]
        arg = node.args[index] if len(node.args) > index else None
        arg = next((k.value for k in node.keywords if k.arg == "code"), arg)
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            yield arg.value, node.lineno


def sources() -> Iterator[Path]:
    for package in ("domain", "service", "projections"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if "service/commands" not in path.as_posix():  # the CLI prints messages, not problems
                yield path


def engine_of(game: str) -> Any:
    """The game's engine, registered or not yet (a game under construction has its codes checked too)."""
    if game in ENGINES:
        return ENGINES[game]
    return getattr(import_module(f"domain.games.{game}"), "ENGINE", toy.ENGINE)


def test_every_literal_code_in_the_sources_is_catalogued() -> None:
    uncatalogued = []
    seen = 0
    for path in sources():
        relative = path.relative_to(ROOT).parts
        game = relative[2] if relative[:2] == ("domain", "games") and len(relative) > 3 else None
        own = problem_codes.game_codes(engine_of(game)) if game else {}
        for code, line in literal_codes(path):
            seen += 1
            if code not in problem_codes.PLATFORM and code not in own:
                uncatalogued.append(f"{path.relative_to(ROOT)}:{line} {code}")
    assert seen > 300, seen  # the scan really reads the refusals
    assert uncatalogued == []


def test_the_scan_finds_an_uncatalogued_code(tmp_path: Path) -> None:
    source = tmp_path / "mutant.py"
    source.write_text('raise RuleViolation("made_up_code", "Nobody catalogued this.")\n', encoding="utf-8")
    codes = [code for code, _ in literal_codes(source)]
    assert codes == ["made_up_code"]
    assert not problem_codes.is_catalogued("made_up_code")


def test_each_hosted_game_catalogues_its_rule_codes_in_both_languages() -> None:
    for game, engine in ENGINES.items():
        codes = problem_codes.game_codes(engine)
        assert codes, game
        catalogue = engine.texts
        assert catalogue is not None
        for code in codes:
            assert catalogue.text(f"problem.{code}", "fr") != catalogue.text(f"problem.{code}", "en"), (game, code)


class Mutant(toy.ToyEngine):
    """The toy, refusing every draw with a code nobody catalogued."""

    def decide(self, state: Any, seat: int | None, command: Command, now: float, rng: Rng) -> Any:
        if isinstance(command, toy.Draw):
            return RuleViolation("made_up_code", "Nobody catalogued this.")
        return super().decide(state, seat, command, now, rng)


def test_an_uncatalogued_code_met_at_run_time_fails_the_suite(tmp_path: Path) -> None:
    """Under the suite's strict check the mutant's refusal is no 4xx problem: the harnesses that expect
    one fail. Without the check it would reach clients as a well-formed, unannounced code."""
    mutant = Mutant()
    app = create_app(Settings(store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"))), engines={"toy": mutant})
    with TestClient(app) as client:
        created = client.post("/matches", json={"game": "toy", "options": {}}).json()
        token = created["seats"][0]["token"]
        answer = client.post(
            f"/matches/{created['match_id']}/commands",
            json={"command": {"action": "draw"}},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert answer.status_code == 500
        refused = client.post(
            f"/matches/{created['match_id']}/commands",
            json={"command": {"action": "mark", "amount": 9}},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert refused.status_code == 422 and refused.json()["code"] == "illegal_action"


def test_strict_check_refuses_a_problem_body_with_an_unknown_code(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(problem_codes.UncataloguedProblem):
        Problem(type="x", title="x", status=422, code="made_up_code", detail="x")
    monkeypatch.delenv(problem_codes.STRICT_ENV)
    assert Problem(type="x", title="x", status=422, code="made_up_code", detail="x").code == "made_up_code"


def test_the_document_publishes_the_catalogue_with_statuses() -> None:
    document = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    problem = document["components"]["schemas"]["Problem"]
    published = {entry["code"]: entry for entry in problem["x-problem-codes"]}
    expected = problem_codes.catalogue(ENGINES)
    assert [entry.code for entry in expected] == sorted(published)
    assert published["not_your_turn"]["statuses"] == [409, 422]
    assert "farcry" in published["not_a_tie"]["games"] and published["not_a_tie"]["statuses"] == [422]
    assert published["match_not_found"]["games"] == [] and published["match_not_found"]["statuses"] == [404]
    assert all(entry["meaning"] for entry in published.values())


def test_docs_problems_md_is_the_generated_table() -> None:
    """Regenerate with ``folie problems --output docs/problems.md``."""
    text = (ROOT / "docs" / "problems.md").read_text(encoding="utf-8")
    assert text == problem_codes.markdown_table(ENGINES)
    assert "| `storage_full` | 503 | platform |" in text
