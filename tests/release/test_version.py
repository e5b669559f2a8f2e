"""One version, said everywhere, and a CHANGELOG that keeps up (issue 38 item 3).

``service/version.py`` is the one place the version is set: the package's metadata (pyproject's dynamic
version), ``folie --version``, ``GET /version`` and the document's ``info.version`` read it. The
CHANGELOG's newest section is this version's and lists every game's ``rules_version`` and every event
type stored at a ``schema_version`` above 1, so a bump of either without a CHANGELOG line fails here.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.match_events import PLATFORM, PLATFORM_EVENTS
from domain.registry import default_engines
from projections.codec import event_classes
from projections.store import StoreConfig
from service.app import create_app
from service.cli import main
from service.settings import Settings
from service.version import __version__

ROOT = Path(__file__).resolve().parents[2]
NEWEST = re.compile(r"^## (\S+) \(\d{4}-\d{2}-\d{2}\)$", re.MULTILINE)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient[Litestar]]:
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")), analytics_path=str(tmp_path / "a.duckdb")
    )
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def stored_versions() -> dict[str, int]:
    """``{namespace/tag: schema_version}`` of every stored event type, the platform's and each game's."""
    found = {f"{PLATFORM}/{cls.__struct_config__.tag}": cls.schema_version for cls in PLATFORM_EVENTS}
    for game, engine in default_engines().items():
        found |= {f"{game}/{cls.__struct_config__.tag}": cls.schema_version for cls in event_classes(engine.event_type)}
    return found


def newest_section() -> tuple[str, str]:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = list(NEWEST.finditer(text))
    assert headings, "CHANGELOG.md has no '## X.Y.Z (YYYY-MM-DD)' section"
    end = headings[1].start() if len(headings) > 1 else len(text)
    return headings[0].group(1), text[headings[0].end() : end]


def test_get_version_answers_this_version_and_what_each_game_pins(client: TestClient[Litestar]) -> None:
    answer: dict[str, Any] = client.get("/version").json()
    assert answer["folie"] == answer["api"] == __version__
    engines = default_engines()
    assert sorted(answer["games"]) == sorted(engines)
    for game, engine in engines.items():
        pinned = answer["games"][game]
        assert pinned["rules_version"] == engine.rules_version
        assert {f"{game}/{tag}": version for tag, version in pinned["event_schemas"].items()} == {
            name: version for name, version in stored_versions().items() if name.startswith(f"{game}/")
        }
    assert answer["platform_event_schemas"]["match_created"] == 3


def test_folie_version_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.strip() == f"folie {__version__}"


def test_the_package_and_the_document_take_the_version_from_one_place() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "service.version.__version__"}
    document = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    assert document["info"]["version"] == __version__
    # the clients are released with the server whose document they were generated from
    assert json.loads((ROOT / "clients" / "typescript" / "package.json").read_text(encoding="utf-8"))["version"] == (
        __version__
    )
    client = tomllib.loads((ROOT / "clients" / "python" / "pyproject.toml").read_text(encoding="utf-8"))
    assert client["project"]["version"] == __version__


def test_the_changelog_s_newest_section_is_this_version_with_its_pins() -> None:
    version, section = newest_section()
    assert version == __version__
    for game, engine in default_engines().items():
        assert f"| {game} | `{engine.rules_version}` |" in section, game
    listed = dict((name, int(number)) for name, number in re.findall(r"`([a-z_]+/[a-z_]+)@(\d+)`", section))
    above_one = {name: version for name, version in stored_versions().items() if version > 1}
    assert listed == above_one
