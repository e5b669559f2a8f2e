"""Issue 36: the service's modules are layered: no module imports (at the top, in a function or for
type checking only) one that imports it back, directly or not. ``service/extensions/live.py`` and
``service/live_socket.py`` imported each other (the socket route reached into the stream's module);
the hub they share is now :mod:`service.live_hub`, below both."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, known: set[str]) -> set[str]:
    """The ``service`` modules ``path`` imports anywhere in it (deferred and TYPE_CHECKING imports too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {name for name in found if name in known}


def cycles() -> list[list[str]]:
    files = {module_name(p): p for p in (ROOT / "service").rglob("*.py")}
    known = set(files)
    graph = {name: imports(path, known) - {name} for name, path in files.items()}
    found: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for target in sorted(graph[name]):
            if state.get(target) == 1:
                found.append([*trail[trail.index(target) :], target])
            elif target not in state:
                visit(target, [*trail, target])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    return found


def test_no_service_module_imports_one_that_imports_it_back() -> None:
    assert cycles() == []
