"""Addressed chat lines over HTTP on the real app and a real SQLite file (issue 13 item 11): a line may
name its addressees (Dévotion needs « to the Leader »); at a table everyone hears speech, so every
seat and spectator still sees the line, marked with whom it was for."""

from __future__ import annotations

from pathlib import Path

from litestar.testing import TestClient

from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings

OPTIONS = {"players": 3, "first_leader": 0, "encounter_seconds": 600.0}


def test_an_addressed_line_is_public_and_marked(tmp_path: Path) -> None:
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")),
        analytics_path=str(tmp_path / "analytics.duckdb"),
    )
    with TestClient(create_app(settings)) as client:
        created = client.post("/matches", json={"game": "montagnes", "options": OPTIONS}).json()
        mid = created["match_id"]
        seats = [{"Authorization": f"Bearer {s['token']}"} for s in created["seats"]]
        said = client.post(f"/matches/{mid}/chat", headers=seats[1], json={"text": "À toi, Leader", "to": [0]})
        assert said.status_code == 201, said.text
        assert said.json()["to"] == [0]
        plain = client.post(f"/matches/{mid}/chat", headers=seats[2], json={"text": "Tout le monde"})
        assert plain.status_code == 201 and plain.json()["to"] is None
        for headers in (seats[0], seats[2], {}):
            items = client.get(f"/matches/{mid}/chat", headers=headers).json()["items"]
            assert [(line["seat"], line["text"], line["to"]) for line in items] == [
                (1, "À toi, Leader", [0]),
                (2, "Tout le monde", None),
            ]
        log = client.get(f"/matches/{mid}/events", headers=seats[2]).json()["items"]
        assert [e["data"]["to"] for e in log if e["type"] == "chat_posted"] == [[0], None]
        for bad in ([1], [0, 0], [3], []):
            refused = client.post(f"/matches/{mid}/chat", headers=seats[1], json={"text": "psst", "to": bad})
            assert refused.status_code in (400, 422), refused.text
            assert refused.json()["code"] in ("invalid_addressee", "invalid_body"), refused.text
        refused = client.post(f"/matches/{mid}/chat", headers=seats[1], json={"text": "psst", "to": [1]})
        assert refused.status_code == 422 and refused.json()["code"] == "invalid_addressee"
        assert len(client.get(f"/matches/{mid}/chat").json()["items"]) == 2
