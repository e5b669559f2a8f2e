"""content/README.md's table of files and counts stays equal to the data."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from domain.games.mansions.content import CONTENT, FILES

README = Path(__file__).resolve().parents[3] / "domain" / "games" / "mansions" / "content" / "README.md"


def _rows() -> dict[str, str]:
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| `([a-z_]+\.json)` \| ([^|]+) \|", line)
        if m:
            rows[m.group(1)] = m.group(2).strip()
    return rows


def test_every_file_has_a_row_with_its_count() -> None:
    rows = _rows()
    assert set(rows) == {*FILES, "map.json", "scenario.json"}
    tables: dict[str, Mapping[str, object]] = {
        "monsters.json": CONTENT.monsters,
        "traits.json": CONTENT.traits,
        "investigators.json": CONTENT.investigators,
        "items.json": CONTENT.items,
        "spells.json": CONTENT.spells,
        "combat.json": CONTENT.combat,
        "mythos.json": CONTENT.mythos,
        "trauma.json": CONTENT.trauma,
        "keeper_actions.json": CONTENT.keeper_actions,
        "events.json": CONTENT.events,
        "exploration.json": CONTENT.exploration,
        "locks.json": CONTENT.locks,
        "obstacles.json": CONTENT.obstacles,
        "puzzles.json": CONTENT.puzzles,
        "objectives.json": CONTENT.objectives,
    }
    assert {name: int(rows[name]) for name in tables} == {name: len(t) for name, t in tables.items()}
    b = CONTENT.board
    assert rows["map.json"] == f"{len(b.tiles)} tiles, {len(b.rooms)} rooms, {len(b.spaces)} spaces"


def test_map_figures_match() -> None:
    b = CONTENT.board
    text = README.read_text(encoding="utf-8")
    ladders = sum(1 for p in b.passages if p.kind == "ladder")
    vents = sum(1 for p in b.passages if p.kind == "vent")
    figures = (
        f"{len(b.doors)} doors, {len(b.walls)} walls, {len(b.adjacent)} adjacent and {len(b.diagonal)} diagonal"
        f" pairs, {ladders} ladder, {vents} vents"
    )
    assert figures in text
