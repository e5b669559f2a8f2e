"""The web table is served by the app itself (issue 18): ``/`` is the page, every module it imports is
served from the package, nothing is fetched from another host (it works offline), and none of it is
part of the API's OpenAPI document."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from projections.store import StoreConfig
from service.app import create_app
from service.extensions.web import WEB, drawings
from service.settings import Settings

IMPORT = re.compile(r"""(?:import|from)\s*\(?\s*["'](\./[^"'$]+)["']""")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient[Litestar]]:
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")), analytics_path=str(tmp_path / "a.duckdb")
    )
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def test_the_root_is_the_table_page(client: TestClient[Litestar]) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert '<script type="module" src="/web/app.js">' in page.text
    assert '<meta name="viewport"' in page.text


def test_every_module_the_page_imports_is_served(client: TestClient[Litestar]) -> None:
    seen: set[str] = set()
    queue = ["app.js", *(f"games/{game}.js" for game in drawings())]
    while queue:
        name = queue.pop()
        if name in seen:
            continue
        seen.add(name)
        answer = client.get(f"/web/{name}")
        assert answer.status_code == 200, name
        assert "javascript" in answer.headers["content-type"], name
        base = Path(name).parent
        queue += [str((base / found).as_posix()).removeprefix("./") for found in IMPORT.findall(answer.text)]
        queue = [re.sub(r"^games/\.\./", "", q) for q in queue]
    assert {"app.js", "api.js", "table.js", "lobby.js", "forms.js"} <= seen
    assert client.get("/web/style.css").status_code == 200


def test_nothing_is_loaded_from_another_host() -> None:
    for path in WEB.rglob("*"):
        if path.suffix in {".js", ".css", ".html"}:
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"https?://|//cdn|@import url", text), path


def test_drawings_are_listed_and_each_exports_draw(client: TestClient[Litestar]) -> None:
    listed = client.get("/web/drawings.json").json()
    assert listed == drawings() == sorted(p.stem for p in (WEB / "games").glob("*.js"))
    assert {"maeshowe", "bigbook", "montagnes"} <= set(listed)
    for game in listed:
        assert "export function draw(" in (WEB / "games" / f"{game}.js").read_text(encoding="utf-8"), game


def test_unknown_files_are_problems_and_the_table_is_not_in_the_api_document(client: TestClient[Litestar]) -> None:
    missing = client.get("/web/games/nope.js")
    assert missing.status_code == 404
    assert missing.headers["content-type"] == "application/problem+json"
    assert client.get("/web/../service/app.py").status_code == 404
    paths = client.get("/schema/openapi.json").json()["paths"]
    assert not [path for path in paths if path == "/" or path.startswith("/web")]


def test_the_far_cry_drawing_marks_and_names_every_tile_kind() -> None:
    """Every tile kind of the box has a mark and an English/French name in the drawing (stone pillars,
    vine walls, mines, nests and Amanites showed "?" and their id when they came in)."""
    from domain.games.farcry.content import CONTENT

    source = (Path(__file__).parents[2] / "service" / "web" / "games" / "farcry.js").read_text(encoding="utf-8")
    marks = source[source.index("const TILE_MARK") : source.index("};", source.index("const TILE_MARK"))]
    names = source[source.index("const TILE_TEXT") : source.index("};", source.index("const TILE_TEXT"))]
    for tile in CONTENT.box.tiles:
        assert f"{tile.id}:" in marks, f"{tile.id} has no mark"
        assert f"{tile.id}:" in names, f"{tile.id} has no name"


@pytest.mark.parametrize("path", ["/", "/web/app.js", "/web/table.js", "/web/games/farcry.js", "/web/style.css"])
def test_the_page_and_its_files_carry_a_strict_policy(client: TestClient[Litestar], path: str) -> None:
    """Issue 35 item 6: a strict CSP (scripts, styles and requests from this origin only, no inline script
    or style, no framing), X-Frame-Options, nosniff and a Referrer-Policy on the page and every file."""
    answer = client.get(path)
    assert answer.status_code == 200
    policy = {
        directive.split()[0]: directive.split()[1:]
        for directive in answer.headers["content-security-policy"].split(";")
        if directive.strip()
    }
    assert policy["default-src"] == policy["script-src"] == policy["style-src"] == policy["connect-src"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"] and policy["object-src"] == ["'none'"]
    assert not any("unsafe" in source for sources in policy.values() for source in sources)
    assert answer.headers["x-frame-options"] == "DENY"
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["referrer-policy"] == "no-referrer"


def test_the_page_has_no_inline_script_or_style() -> None:
    """What the policy would block is not in the page: no inline script, style element or attribute,
    no handler attribute, no style set as an attribute by the scripts."""
    page = (WEB / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page)
    assert "<style" not in page and " style=" not in page and not re.search(r"\son[a-z]+=", page)
    for path in WEB.rglob("*.js"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""(?<![-\w])["']?style["']?\s*:\s*["'`]""", text), path.name
        assert "cssText" not in text and 'setAttribute("style"' not in text, path.name
