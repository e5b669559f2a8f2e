"""Bad input never hurts: arbitrary and adversarial commands, for every engine, at random states.

Bodies are built from each engine's own command types and listings, then spoiled: wrong seat, other
seats' actions, wrong phase (an action the state does not list), out-of-range and negative indices,
duplicated ids, huge lists, unicode, deep nesting, wrong types, unknown fields, missing fields. Each
goes through the command decoder and ``decide`` (with the platform's checks): it must be a validation
error or a rule violation (a stable code, a 4xx status), or a command the rules accept, which then
folds into a state the engine still answers for. Never an exception; a refusal never changes anything.
Through the real HTTP app, every such body gets a 4xx problem or a 200, and a refusal appends nothing.
"""

from __future__ import annotations

import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar import Litestar
from litestar.testing import TestClient
from msgspec import inspect as mi

from domain.contract import Engine, RuleViolation
from domain.match import decide_command
from domain.rng import Rng
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.trust import figures
from tests.trust.table import Table, engines, options_for

ENGINES = engines()
GAMES = sorted(ENGINES)
BODIES_PER_STATE = 40


def actions(engine: Engine[Any, Any]) -> dict[str, list[str]]:
    """Each command tag with its field names (from the engine's command union)."""
    classes = typing.get_args(engine.command_type) or (engine.command_type,)
    out = {}
    for cls in classes:
        info = mi.type_info(cls)
        out[str(cls.__struct_config__.tag)] = [f.name for f in info.fields]  # type: ignore[attr-defined]
    return out


def listed_values(table: Table) -> list[Any]:
    """Every value any seat's listing offers now (card ids, indices, seats...)."""
    values: list[Any] = []
    for seat in range(table.seats):
        for action in table.engine.legal_actions(table.match.state, seat):
            values.extend(action.fixed.values())
            for param in action.params:
                values.extend(choice.value for choice in param.choices)
    return values


def nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


@st.composite
def spoiled_value(draw: st.DrawFn, known: list[Any]) -> Any:
    scalar = st.one_of(
        st.sampled_from(known) if known else st.just(0),
        st.integers(-5, 120),
        st.sampled_from([-(2**63), 2**63 - 1, 2**64, -1, 0]),
        st.text(max_size=30),
        st.sampled_from(["", "\u202e\u0000", "🃏" * 40, "x" * 2000, "null", "0"]),
        st.none(),
        st.booleans(),
        st.floats(allow_nan=True, allow_infinity=True),
    )
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return draw(st.lists(scalar, max_size=8))
    if kind == 1:
        item = draw(st.sampled_from(known) if known else st.just(0))
        return [item] * draw(st.integers(2, 6))  # duplicated ids
    if kind == 2:
        return [draw(scalar) for _ in range(draw(st.sampled_from([50, 300, 3000])))]  # huge lists
    if kind == 3:
        return nested(draw(st.sampled_from([8, 40, 400])))  # deep nesting
    if kind == 4:
        return {"$ref": draw(scalar), "action": draw(scalar)}
    return draw(scalar)


@st.composite
def spoiled_body(draw: st.DrawFn, table: Table) -> dict[str, Any]:
    table_actions = actions(table.engine)
    known = listed_values(table)
    action = draw(st.one_of(st.sampled_from(sorted(table_actions)), st.text(max_size=12), st.integers(), st.none()))
    body: dict[str, Any] = {"action": action}
    for name in table_actions.get(action, []) if isinstance(action, str) else []:
        if draw(st.integers(0, 9)) > 0:  # sometimes a required field is missing
            body[name] = draw(spoiled_value(known))
    if draw(st.integers(0, 4)) == 0:
        body[draw(st.text(min_size=1, max_size=10))] = draw(spoiled_value(known))
    return body


def check_state_is_usable(table: Table, state: Any) -> None:
    engine = table.engine
    assert engine.encode_state(engine.decode_state(engine.encode_state(state))) == engine.encode_state(state)
    engine.status(state)
    for seat in [None, *range(table.seats)]:
        msgspec.json.encode(engine.view(state, seat))
    for seat in range(table.seats):
        engine.legal_actions(state, seat)


def try_body(table: Table, seat: int, body: dict[str, Any]) -> str:
    """Feed one body to the decoder and the rules; returns the outcome's kind."""
    engine = table.engine
    before = engine.encode_state(table.match.state)
    platform = msgspec.msgpack.encode(msgspec.structs.replace(table.match, state=None))
    try:
        command = engine.parse_command(body)
    except msgspec.ValidationError:
        return "invalid"
    try:
        events = decide_command(engine, table.match, seat, command, table.now).events
    except RuleViolation as violation:
        assert violation.code and violation.message and 400 <= violation.status < 500, repr(violation)
        outcome = "refused"
    else:
        after = engine.clone(table.match.state)
        for event in events:
            after = engine.evolve(after, event)
        check_state_is_usable(table, after)
        outcome = "accepted"
    assert engine.encode_state(table.match.state) == before, "decide changed the state it was given"
    assert msgspec.msgpack.encode(msgspec.structs.replace(table.match, state=None)) == platform
    return outcome


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_adversarial_commands_are_refused_cleanly(game: str, data: st.DataObject) -> None:
    engine = ENGINES[game]
    options = data.draw(options_for(engine), label="options")
    seed = data.draw(st.integers(0, 2**63 - 1), label="seed")
    table = Table(engine, options, seed)
    table.play(Rng(seed), data.draw(st.integers(0, 60), label="steps"))
    for _ in range(BODIES_PER_STATE):
        seat = data.draw(st.integers(0, table.seats - 1))
        body = data.draw(spoiled_body(table))
        outcome = try_body(table, seat, body)
        figures.add(f"adversarial.{game}.{outcome}")


# -- the same over HTTP ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient[Litestar]]:
    path: Path = tmp_path_factory.mktemp("adversarial") / "events.sqlite"
    mp = pytest.MonkeyPatch()
    mp.setenv("FOLIE_RATE_LIMIT_IP", "off")
    mp.setenv("FOLIE_RATE_LIMIT_TOKEN", "off")
    mp.setenv("FOLIE_ANALYTICS_PROJECTOR", "off")
    try:
        with TestClient(create_app(Settings(store=StoreConfig(sqlite_path=str(path))), engines=ENGINES)) as test_client:
            yield test_client
    finally:
        mp.undo()


RAW_BODIES = [
    b'{"command": ' + b"[" * 5000 + b"]" * 5000 + b"}",
    b'{"command": {"action": ' + b'{"a":' * 3000 + b"1" + b"}" * 3000 + b"}}",
    b'{"command": {"action": "\xff\xfe"}}',
    b'{"command": {"action": "play", "card": 1e999}}',
    b'{"command": null}',
    b"[]",
    b"",
]


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_adversarial_commands_over_http_get_a_4xx_problem(
    client: TestClient[Litestar], game: str, data: st.DataObject
) -> None:
    engine = ENGINES[game]
    options = data.draw(options_for(engine), label="options")
    created = client.post("/matches", json={"game": game, "options": options, "seed": 1}).json()
    mid, tokens = created["match_id"], [s["token"] for s in created["seats"]]
    table = Table(engine, options, 1)
    for _ in range(6):
        seat = data.draw(st.integers(0, len(tokens) - 1))
        body = data.draw(spoiled_body(table))
        expected = data.draw(st.one_of(st.none(), st.integers(-3, 5)))
        version = client.get(f"/matches/{mid}").json()["version"]
        response = client.post(
            f"/matches/{mid}/commands",
            headers={"Authorization": f"Bearer {tokens[seat]}"},
            content=msgspec.json.encode({"command": body, "expected_version": expected}),
        )
        figures.add(f"adversarial.http.{game}")
        assert response.status_code == 200 or 400 <= response.status_code < 500, response.text
        if response.status_code != 200:
            assert response.headers["content-type"].startswith("application/problem+json")
            assert response.json()["code"]
            assert client.get(f"/matches/{mid}").json()["version"] == version, "a refusal appended something"


@pytest.mark.parametrize("raw", RAW_BODIES)
def test_malformed_and_pathological_json_gets_a_4xx_problem(client: TestClient[Litestar], raw: bytes) -> None:
    created = client.post("/matches", json={"game": "toy"}).json()
    headers = {"Authorization": f"Bearer {created['seats'][0]['token']}", "Content-Type": "application/json"}
    for path in ("commands", "chat", "undo"):
        response = client.post(f"/matches/{created['match_id']}/{path}", headers=headers, content=raw)
        assert 400 <= response.status_code < 500, (path, response.status_code, response.text[:200])
        assert response.headers["content-type"].startswith("application/problem+json")
    assert client.get(f"/matches/{created['match_id']}").json()["version"] == created["version"]
