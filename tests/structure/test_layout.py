"""The package layout of ``docs/engine.md`` stays true: a static import graph of ``domain/`` and ``service/``.

Read from the source (``ast``), not by importing: a game package that adds a module outside the layout,
imports upward from the domain into ``service`` or ``projections``, or closes an import circle inside
``domain/`` or ``service/`` fails here, whatever its tests do. An import inside a function counts (that
is how a circle hides); one under ``if TYPE_CHECKING:`` does not (it never runs).
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "domain" / "games"

REQUIRED: tuple[str, ...] = ("__init__.py", "README.md", "engine.py", "state.py", "events.py", "commands.py")
REQUIRED += ("decide.py", "evolve.py", "legal.py", "views.py", "texts.py", "hidden.py", "omniscient.py", "options.py")
"""Files every game package has (docs/engine.md, Package layout)."""
NOT_LAYOUT = frozenset({"actions.py", "utils.py", "helpers.py", "misc.py", "common.py", "tools.py"})
"""Names that say nothing of a rule or a mechanic (docs/engine.md: "actions.py is not a layout name")."""
NOT_YET: dict[str, str] = {
    "domain/games/mansions/actions.py": "Mansions part 1 named its turn's command handlers so (issue 32 re-lays it)",
}
"""Files outside the layout that predate this check, each with why; none may be added."""

KNOWN_CIRCLES: dict[frozenset[str], str] = {}
"""Circles that predate this check (issue 36 breaks them): a circle found must be one of these (or a part
of one); a new one fails."""


def modules(top: str) -> dict[str, Path]:
    """Every module under ``top`` (a package directory of the repository), by dotted name."""
    found = {}
    for path in sorted((ROOT / top).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


ALL = {**modules("domain"), **modules("service"), **modules("projections")}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _type_checking(node):
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _imports(node)


@functools.cache
def imported(name: str, path: Path) -> frozenset[str]:
    """The repository's modules ``name`` imports: ``from package import module`` names the module, not the
    package (importing it runs the package's ``__init__`` too, but that is the package's edge, not this
    module's). Read once per run: every test of this module walks the same graph."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names if alias.name in ALL)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            if f"{base}.{alias.name}" in ALL:
                out.add(f"{base}.{alias.name}")
            elif base in ALL:
                out.add(base)
    out.discard(name)
    return frozenset(out)


def graph(prefixes: tuple[str, ...]) -> dict[str, set[str]]:
    inside = {name: path for name, path in ALL.items() if name.startswith(prefixes)}
    return {name: {m for m in imported(name, path) if m in inside} for name, path in inside.items()}


def circles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = set()
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.add(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


@pytest.mark.parametrize("top", ["domain", "service"])
def test_no_new_import_circle(top: str) -> None:
    new = [sorted(c) for c in circles(graph((f"{top}.", top))) if not any(c <= k for k in KNOWN_CIRCLES)]
    assert not new, f"modules that import each other in a circle (docs/engine.md: imports point one way): {new}"


def test_every_known_circle_still_stands() -> None:
    """A circle broken is struck off KNOWN_CIRCLES, so the list never excuses a circle that comes back."""
    found = circles(graph(("domain.", "domain", "service.", "service")))
    stale = [sorted(k) for k in KNOWN_CIRCLES if not any(k <= c for c in found)]
    assert not stale, f"circles no longer there: strike them off KNOWN_CIRCLES: {stale}"


def test_the_domain_never_imports_the_service_or_the_projections() -> None:
    upward = {
        name: sorted(m for m in imported(name, path) if m.startswith(("service", "projections")))
        for name, path in ALL.items()
        if name.startswith("domain")
    }
    assert not {name: targets for name, targets in upward.items() if targets}


def games() -> list[Path]:
    return sorted(path for path in GAMES.iterdir() if (path / "__init__.py").is_file())


@pytest.mark.parametrize("game", games(), ids=lambda path: path.name)
def test_every_game_package_has_the_layout(game: Path) -> None:
    missing = [name for name in REQUIRED if not (game / name).exists()]
    assert not missing, f"{game.name} lacks the layout's {missing} (docs/engine.md, Package layout)"
    outside = [
        path.relative_to(ROOT).as_posix()
        for path in sorted(game.rglob("*.py"))
        if path.name in NOT_LAYOUT and path.relative_to(ROOT).as_posix() not in NOT_YET
    ]
    assert not outside, f"modules outside the layout (name them after the mechanic they play): {outside}"


def sub_packages(game: Path) -> list[Path]:
    """The folders below a game package that hold Python modules, but ``content/`` (the layout's own
    package, whose ``__init__.py`` loads and validates the pack: `CONTENT`)."""
    return sorted({path.parent for path in game.rglob("*.py")} - {game, game / "content"})


@pytest.mark.parametrize("game", games(), ids=lambda path: path.name)
def test_a_game_s_sub_packages_are_import_free_and_hold_no_engine(game: Path) -> None:
    """docs/engine.md, Package layout: a game may group its mechanics into sub-packages; each is a real
    package whose ``__init__.py`` is a docstring only (importing one module never loads its siblings, and
    no circle hides in an ``__init__``), and the engine and the layout's required files stay at the top."""
    for folder in sub_packages(game):
        init = folder / "__init__.py"
        where = init.relative_to(ROOT).as_posix()
        assert init.is_file(), f"{folder.relative_to(ROOT)} holds modules but no __init__.py"
        body = ast.parse(init.read_text(encoding="utf-8")).body
        docstring = body[:1] if body and isinstance(body[0], ast.Expr) else []
        assert docstring and body == docstring, f"{where}: a docstring saying what the sub-package holds, no code"
        assert not (folder / "engine.py").exists(), f"{folder.relative_to(ROOT)}: engine.py belongs at the top"
        assert folder.name not in {name.removesuffix(".py") for name in REQUIRED}, f"{where}: a layout file's name"


def test_the_sub_package_checks_see_a_game_with_sub_packages() -> None:
    """The control: Far Cry has sub-packages, so the check above is not vacuous."""
    assert {folder.name for folder in sub_packages(GAMES / "farcry")} >= {"tactical", "campaign", "explorations"}


@pytest.mark.parametrize("game", games(), ids=lambda path: path.name)
def test_only_the_package_imports_its_engine_and_the_engine_is_all_it_imports(game: Path) -> None:
    """Every rule lives below the engine; the bots sit above it (they play through its API)."""
    package = f"domain.games.{game.name}"
    assert imported(package, game / "__init__.py") == {f"{package}.engine"}
    importers = sorted(
        name
        for name, path in ALL.items()
        if f"{package}.engine" in imported(name, path) and not name.rpartition(".")[2].startswith("bot")
    )
    assert importers == [package], f"only {package} (and its bots) may import its engine.py: {importers}"


def test_the_check_sees_a_circle_and_an_upward_import(tmp_path: Path) -> None:
    """The control: the graph is not empty, a circle made by hand is found, and an import inside a function
    counts (how Maeshowe's rules once hid their edge to the search) while one under TYPE_CHECKING does not."""
    edges = graph(("domain.",))
    assert edges.get("domain.games.montagnes.decide")
    made = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(made) == [frozenset({"a", "b", "c"})]
    source = tmp_path / "rules.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from domain.games.maeshowe import decide\n"
        "def can_take_turn() -> bool:\n    from domain.games.maeshowe import search\n    return True\n",
        encoding="utf-8",
    )
    assert imported("domain.games.maeshowe.rules", source) == {"domain.games.maeshowe.search"}
