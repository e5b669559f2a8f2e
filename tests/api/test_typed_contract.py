"""The OpenAPI document types what a front end draws (issue 16 items 1, 4, 5, 8).

Every registered game's view, commands, events and options are components; a seat's view is a union
discriminated by ``game``, commands by ``action``, events by ``type``, the platform's own events too.
The proof is real traffic: a match of every game is played over HTTP and every view, command and log
entry is validated against the committed document's schemas (jsonschema, refs resolved in the file).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema_rs import Draft202012Validator
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from domain.rng import Rng
from service.contract_schemas import prefix_of
from tests.api.test_generic_client import fill
from tests.conftest import AppFactory, Clock

DOCUMENT = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8"))
SCHEMAS = DOCUMENT["components"]["schemas"]


@functools.cache
def validator(name: str) -> Draft202012Validator:
    """One compiled validator per schema for the module (building one costs 12-23 ms of CPU, and a played
    match validates every view, command and answer)."""
    return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": DOCUMENT["components"]})


def assert_valid(name: str, instance: Any) -> None:
    errors = list(validator(name).iter_errors(instance))
    assert not errors, (name, [f"{e.instance_path}: {e.message[:300]}" for e in errors[:5]])


def test_every_registered_game_has_its_schemas_in_the_document() -> None:
    mapping = SCHEMAS["SeatView"]["discriminator"]["mapping"]
    for game, engine in default_engines().items():
        prefix = prefix_of(engine)
        for suffix in ("Options", "Command", "Event", "View", "SeatView"):
            assert f"{prefix}{suffix}" in SCHEMAS, (game, suffix)
            assert SCHEMAS[f"{prefix}{suffix}"]["description"], (game, suffix)
        assert mapping[game] == f"#/components/schemas/{prefix}SeatView"
        assert SCHEMAS[f"{prefix}Command"]["discriminator"]["propertyName"] == "action"
        assert SCHEMAS[f"{prefix}Event"]["discriminator"]["propertyName"] == "type"
        assert set(SCHEMAS[f"{prefix}Command"]["discriminator"]["mapping"]) == set(engine.actions())


def test_the_platform_events_are_typed() -> None:
    tags = set(SCHEMAS["PlatformEvent"]["discriminator"]["mapping"])
    assert {"undo_requested", "undo_answered", "undone", "chat_posted"} <= tags
    assert {"stand_in_started", "stand_in_ended", "stand_in_acted"} <= tags
    assert "token_issued" in SCHEMAS["PlatformEvent"]["description"]  # data: null, said so
    assert "MatchCreatedEntry" in json.dumps(SCHEMAS["LogEntry"]["properties"]["data"])


def test_fields_always_sent_are_required() -> None:
    """Issue 16 item 4: the fields the issue lists, and every field of every response schema."""
    for name, fields in {
        "LegalAction": ("params", "fixed", "prompt"),
        "Status": ("outcome", "finished", "turn"),
        "Param": ("many", "min", "max", "ordered"),
        "SeatViewCommon": ("omniscient", "stand_ins"),
        "Prompt": ("deadline",),
        "Waiting": ("deadline",),
        "CommandResult": ("replayed",),
    }.items():
        assert set(fields) <= set(SCHEMAS[name]["required"]), name


def test_a_command_outside_the_game_schema_is_refused_by_the_document() -> None:
    """`{"action": "play", "card": "not-a-card"}` no longer type-checks (issue 16 item 1)."""
    assert list(validator("MaeshoweCommand").iter_errors({"action": "play", "card": "not-a-card"}))
    assert list(validator("MaeshoweCommand").iter_errors({"action": "no-such-action"}))
    assert not list(validator("MaeshoweCommand").iter_errors({"action": "play", "card": 4}))


def test_lint_basics_security_and_parameters() -> None:
    """Issue 16 item 8: every operation says its security (`[]`: public); no parameter is nullable."""
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            assert "security" in operation, (path, method)
            for parameter in operation.get("parameters", []):
                assert "null" not in json.dumps(parameter["schema"]), (path, method, parameter["name"])
    assert DOCUMENT["paths"]["/games"]["get"]["security"] == []
    assert all(schema.get("description") for schema in SCHEMAS.values())


def play_checked(client: TestClient[Litestar], clock: Clock, game: str, options: dict[str, Any], seed: int) -> int:
    """Play to the end with a generic client; validate every view, command and response. Returns steps."""
    body = {"game": game, "options": options, "seed": seed}
    assert_valid("CreateMatch", body)
    created = client.post("/matches", json=body)
    assert created.status_code == 201, created.text
    assert_valid("MatchCreatedResponse", created.json())
    match_id = created.json()["match_id"]
    tokens = [{"Authorization": f"Bearer {s['token']}"} for s in created.json()["seats"]]
    rng = Rng.derive(seed, "typed-client")
    for step in range(4000):
        views = [client.get(f"/matches/{match_id}/view", headers=t).json() for t in tokens]
        for view in views:
            assert_valid("SeatView", view)
        if views[0]["status"]["finished"]:
            events = client.get(f"/matches/{match_id}/events", headers=tokens[0], params={"limit": 500}).json()
            assert_valid("EventPage", events)
            assert_valid("SeatView", client.get(f"/matches/{match_id}/spectate").json())
            replay = client.get(f"/matches/{match_id}/replay", params={"version": views[0]["version"]}).json()
            assert replay["omniscient"] is True and replay["game"] == game
            assert_valid(f"{prefix_of(default_engines()[game])}SeatView", replay)  # the game's view, all shown
            return step
        ready = [seat for seat, view in enumerate(views) if view["legal_actions"]]
        if not ready:
            clock.advance(5.0)
            continue
        seat = rng.choice(ready)
        command = fill(rng.choice(views[seat]["legal_actions"]), rng)
        request = {"command": command, "expected_version": views[seat]["version"]}
        assert_valid("CommandRequest", request)
        response = client.post(f"/matches/{match_id}/commands", headers=tokens[seat], json=request)
        assert response.status_code == 200, response.text
        assert_valid("CommandResult", response.json())
        clock.advance(0.5)
    raise AssertionError(f"{game} did not finish")


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("maeshowe", {"players": 2, "expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]}),
        ("bigbook", {"players": 3}),
        ("montagnes", {"players": 3, "encounter_seconds": 20.0, "decision_seconds": 5.0, "search_seconds": 10.0}),
        ("farcry", {}),  # its legal actions carry lists in `fixed` (a hand of weapons)
    ],
)
def test_every_response_of_a_played_match_matches_the_document(
    make_app: AppFactory, clock: Clock, game: str, options: dict[str, Any]
) -> None:
    with TestClient(make_app()) as client:
        steps = play_checked(client, clock, game, options, seed=5)
    assert steps > 0


def test_platform_events_in_a_log_match_the_document(make_app: AppFactory) -> None:
    """Chat, undo and stand-in events, as a seat reads them in the log, validate as `PlatformEvent`s."""
    with TestClient(make_app()) as client:
        created = client.post("/matches", json={"game": "maeshowe", "options": {"players": 2}, "seed": 3}).json()
        match_id = created["match_id"]
        tokens = [{"Authorization": f"Bearer {s['token']}"} for s in created["seats"]]
        assert client.post(f"/matches/{match_id}/chat", headers=tokens[0], json={"text": "hello"}).status_code < 300
        creator = {"Authorization": f"Bearer {created['creator_token']}"}
        started = client.put(f"/matches/{match_id}/seats/1/stand-in", headers=creator, json={"bot": "heuristic"})
        assert started.status_code == 200, started.text
        assert_valid("StandInResult", started.json())
        page = client.get(f"/matches/{match_id}/events", headers=tokens[0], params={"limit": 500}).json()
    assert_valid("EventPage", page)
    types = {entry["type"] for entry in page["items"]}
    assert {"match_created", "chat_posted", "stand_in_started"} <= types, types
    for entry in page["items"]:
        if entry["type"] in SCHEMAS["PlatformEvent"]["discriminator"]["mapping"]:
            assert_valid("PlatformEvent", entry["data"])


def test_every_operation_is_described_and_tags_are_declared() -> None:
    """Issue 16 items 5 and 8: a description on every operation; every tag used is declared; licence."""
    declared = {tag["name"] for tag in DOCUMENT["tags"]}
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            assert operation["description"].strip(), (path, method)
            assert set(operation["tags"]) <= declared, (path, method)
    assert DOCUMENT["info"]["license"]["identifier"] == "MIT"
    assert DOCUMENT["info"]["contact"]["url"]
    replay = DOCUMENT["paths"]["/matches/{match_id}/replay"]["get"]["parameters"]
    assert next(p for p in replay if p["name"] == "version")["schema"]["minimum"] == 2


def test_replay_accepts_the_first_version_the_document_gives(make_app: AppFactory) -> None:
    """The document's `minimum` for `replay` is the first version accepted; one less is refused."""
    replay = DOCUMENT["paths"]["/matches/{match_id}/replay"]["get"]["parameters"]
    first = next(p for p in replay if p["name"] == "version")["schema"]["minimum"]
    with TestClient(make_app()) as client:
        for game in sorted(default_engines()):
            created = client.post("/matches", json={"game": game, "seed": 1}).json()
            token = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
            url = f"/matches/{created['match_id']}/replay"
            accepted = client.get(url, params={"version": first}, headers=token)
            assert accepted.status_code == 200, (game, accepted.text)
            assert_valid("SeatView", accepted.json())
            refused = client.get(url, params={"version": first - 1}, headers=token)
            assert refused.status_code == 422 and refused.json()["code"] == "version_out_of_range", game


def _targets(node: Any) -> list[str]:
    """Every component a ``$ref`` or a discriminator's mapping points at, anywhere in ``node``."""
    if isinstance(node, list):
        return [target for item in node for target in _targets(item)]
    if not isinstance(node, dict):
        return []
    found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
    mapping = node.get("discriminator", {}).get("mapping", {}) if isinstance(node.get("discriminator"), dict) else {}
    found += [str(target) for target in mapping.values()]
    return found + [target for key, value in node.items() if key != "discriminator" for target in _targets(value)]


def test_every_reference_and_discriminator_mapping_resolves_in_the_document() -> None:
    """A discriminator pointing at a component the document does not hold breaks every client generator
    (openapi-typescript refused Mansions' held command, whose union kept msgspec's unprefixed names)."""
    missing = sorted(
        {t for t in _targets(DOCUMENT) if t.startswith("#/components/schemas/") and t.rsplit("/", 1)[1] not in SCHEMAS}
    )
    assert missing == [], missing[:10]
