"""Plays one match to its end through the client openapi-python-client generated from the game's own
document (``openapi/<game>.json``), imported as ``folie_client`` (the test gives each game's package that
name in a folder of its own, or renames the import).

Views and events are read through the generated models with no cast: ``get_view`` answers the game's
``<Game>SeatView``, each log entry's ``data`` is decoded among the game's events and the platform's only, and
must carry the entry's own ``type``; commands are parsed into the game's command union from the view's
legal actions. Usage: python play_client.py <base-url> <game> <options-json>. Prints a JSON summary.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any, TypeVar

from folie_client import AuthenticatedClient, Client, models
from folie_client.api.history import list_events
from folie_client.api.matches import create_match, get_view
from folie_client.api.play import send_command
from folie_client.models import Choice, CommandRequest, LegalAction, LogEntry, MatchCreatedResponse, Param, Problem
from folie_client.types import Unset

T = TypeVar("T")
rng = random.Random(7)


def checked(answer: T | Problem | None) -> T:
    """The answer's model, once a problem (or an undocumented status) is ruled out."""
    assert answer is not None and not isinstance(answer, Problem), answer
    return answer


def meets(param: Param, chosen: list[Choice]) -> bool:
    total = sum(c.amount if isinstance(c.amount, int) else 0 for c in chosen)
    if isinstance(param.total_min, int) and total < param.total_min:
        return False
    if isinstance(param.total_max, int) and total > param.total_max:
        return False
    groups = {c.group for c in chosen}
    if param.same_group and len(groups) > 1:
        return False
    return all(g in groups for g in param.each_group)


def fill(param: Param) -> Any:
    if not param.many:
        return rng.choice(param.choices).value
    for _ in range(500):
        chosen = rng.sample(param.choices, rng.randint(param.min_, param.max_))
        if meets(param, chosen):
            return [c.value for c in chosen]
    return None


def command_for(action: LegalAction, version: int) -> CommandRequest | None:
    body: dict[str, Any] = {"action": action.action, **action.fixed.to_dict()}
    for param in action.params:
        value = fill(param)
        if value is None:
            return None
        body[param.name] = value
    request = CommandRequest.from_dict({"command": body, "expected_version": version})
    assert request.to_dict()["command"] == body, (request.to_dict(), body)  # parsed into the game's command
    return request


def create(client: Client, game: str, options: dict[str, Any]) -> MatchCreatedResponse:
    """Through the generated ``<Game>CreateMatch``, the only variant in a game's document (its constant
    ``game`` refuses any other game's body)."""
    body = {"game": game, "options": options, "seed": 7}
    for name in sorted(models.__all__):
        if not name.endswith("CreateMatch"):
            continue
        try:
            request = getattr(models, name).from_dict(body)
        except (ValueError, TypeError, KeyError):
            continue
        assert request.to_dict() == body, (request.to_dict(), body)
        return checked(create_match.sync(client=client, body=request))
    raise AssertionError(f"{game}: no generated CreateMatch variant")


def decoded_as(entry: LogEntry) -> str:
    """The model an entry's ``data`` was decoded as, once checked to carry the entry's own ``type``: the
    game's events and the platform's are all the union holds, so an event type another game shares
    (``cards_drawn``, ``move``) cannot be read as that game's."""
    data = entry.data
    if data is None or isinstance(data, Unset):
        return "null"
    assert data.type_ == entry.type_, (entry.type_, type(data).__name__)
    return type(data).__name__


def main(base_url: str, game: str, options: dict[str, Any]) -> None:
    created = create(Client(base_url=base_url), game, options)
    seats = [AuthenticatedClient(base_url=base_url, token=seat.token) for seat in created.seats]
    sent = 0
    for _ in range(20000):
        answers = [get_view.sync(created.match_id, client=seat) for seat in seats]
        views = [v for v in answers if v is not None and not isinstance(v, Problem)]
        assert len(views) == len(seats), answers
        first = views[0]  # the game's own model: its view's fields are typed
        assert first.game == game, first.game
        last = f"{first.game} {type(first.view).__name__}"
        if views[0].status.finished:
            page = checked(list_events.sync(created.match_id, client=seats[0], limit=500))
            decoded = [decoded_as(entry) for entry in page.items]
            outcome = views[0].status.outcome
            result = None if outcome is None or isinstance(outcome, Unset) else outcome.result
            summary = {"game": game, "sent": sent, "result": result, "last": last, "events": len(page.items)}
            summary["decoded"] = sorted(set(decoded))
            print(json.dumps(summary))
            return
        ready = [(i, v) for i, v in enumerate(views) if v.legal_actions]
        if not ready:
            time.sleep(0.03)
            continue
        i, v = rng.choice(ready)
        request = command_for(rng.choice(v.legal_actions), v.version)
        if request is None:
            continue
        answer = send_command.sync_detailed(created.match_id, client=seats[i], body=request)
        if answer.status_code == 200:
            sent += 1
        else:
            assert answer.status_code in (409, 422), answer.content[:2000]
    raise AssertionError(f"{game} did not finish")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], json.loads(sys.argv[3]))
