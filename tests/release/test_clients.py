"""The clients in ``clients/`` (issue 38 item 4): what the committed document generates, and their
README examples run against a real server.

``scripts/clients`` regenerates both (every game's client, and one per game) into a copy and nothing may
differ from what is committed (so an
API change without ``scripts/clients`` fails here); the TypeScript package compiles under ``tsc --strict``
(``src/index.ts`` over the generated ``schema.ts``) and its README example, compiled against the built
package, creates a match, plays a command and reads the live stream; the Python README example does the
same through ``folie_client_live``. Every game is played to its end through the same generated code by
``tests/contract/test_generated_clients.py``.

The tools' verdicts are kept per hash of what they read (``tests/support/tool_cache.py``, outside the
clone): the regeneration's, ``tsc``'s output and ``mypy --strict``'s; the package's ``node_modules`` is
installed once per lock file there too when the clone has none. The examples always run.
"""

from __future__ import annotations

import filecmp
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import tool_cache
from tests.support.folie_serve import folie_serve

pytestmark = pytest.mark.heavy

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
TYPESCRIPT = CLIENTS / "typescript"


def run(args: list[str | Path], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [str(arg) for arg in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, f"{args}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def example(readme: Path, language: str) -> str:
    found = re.search(rf"```{language}\n(.*?)```", readme.read_text(encoding="utf-8"), re.DOTALL)
    assert found, f"{readme} has no {language} example"
    return found.group(1)


def differences(left: Path, right: Path) -> list[str]:
    compared = filecmp.dircmp(left, right, ignore=[*filecmp.DEFAULT_IGNORES, ".ruff_cache"])
    found = [f"{left.name}/{name}" for name in compared.left_only + compared.right_only + compared.diff_files]
    for name in compared.common_dirs:
        found += [f"{left.name}/{entry}" for entry in differences(left / name, right / name)]
    return found


SOCKET = """import { Folie, type Command } from "@folie/client";
const folie = new Folie(process.env.FOLIE_URL ?? "http://127.0.0.1:8000");
const match = await folie.createMatch({ game: "maeshowe", options: { players: 1 }, seed: 42 });
const token = match.seats[0].token;
const view = await folie.view(match.match_id, token);
const action = view.legal_actions[0];
const values = Object.fromEntries(action.params.map((p) => [p.name, p.choices[0].value]));
const command = { action: action.action, ...values } as Command;
const table = folie.socket(match.match_id, token);
const seen: string[] = [];
table.onMessage = (message) => seen.push(message.type);
const result = await table.command(command, view.version);
console.log(`socket version ${result.version} after ${seen.join(",")}`);
table.close();
"""
"""Plays one command over the WebSocket through ``Folie.socket`` (the README's example uses HTTP)."""


@pytest.fixture(scope="module")
def node_modules() -> Path:
    """The TypeScript package's ``node_modules``: the clone's own if installed, else ``npm ci`` once per
    lock file into the tools' cache (a clean clone then installs nothing)."""
    if shutil.which("npm") is None or shutil.which("node") is None:
        if os.environ.get("CI") == "true":
            raise AssertionError("node and npm are needed for the TypeScript client")
        pytest.skip("node and npm are needed for the TypeScript client")
    if (TYPESCRIPT / "node_modules" / ".bin" / "tsc").exists():
        return TYPESCRIPT / "node_modules"
    manifests = [TYPESCRIPT / "package.json", TYPESCRIPT / "package-lock.json"]
    lock = hashlib.sha256(b"".join(path.read_bytes() for path in manifests)).hexdigest()[:16]
    home = tool_cache.tools_cache() / "clients-typescript-npm" / lock
    if not (home / "node_modules" / ".bin" / "tsc").exists():
        home.mkdir(parents=True, exist_ok=True)
        for path in manifests:
            shutil.copy(path, home / path.name)
        run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], home)
    return home / "node_modules"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    where = tmp_path_factory.mktemp("clients-serve")
    env = {
        "SQLITE_DBNAME": str(where / "events.sqlite"),
        "FOLIE_ANALYTICS_PROJECTOR": "off",
        "FOLIE_LOG_LEVEL": "warning",
        "PYTHONPATH": str(ROOT),
    }
    with folie_serve(env, where / "serve.log") as (url, _):
        yield url


def generated(kind: str) -> list[Path]:
    """The committed files ``scripts/clients`` writes (``kind``: typescript or python)."""
    if kind == "typescript":
        return [TYPESCRIPT / "src" / "schema.ts", *tool_cache.files(TYPESCRIPT / "src" / "games")]
    return [path for package in python_packages() for path in tool_cache.files(CLIENTS / "python" / package)]


def python_packages() -> list[str]:
    """The generated Python packages: every game's client (``folie_client``) and one per game."""
    games = sorted(path.stem for path in (ROOT / "openapi").glob("*.json") if path.name != "openapi.json")
    return ["folie_client", *(f"folie_{game}_client" for game in games)]


def test_the_committed_clients_are_what_the_document_generates(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """Regenerated into a copy, nothing differs. The verdict is kept per hash of the committed clients,
    the document, ``scripts/clients`` and the generators' versions (the package's npm lock file,
    ``lock/test.txt``, node's version): any change to one of them regenerates."""
    inputs = [
        *sorted((ROOT / "openapi").glob("*.json")),
        ROOT / "scripts" / "clients",
        ROOT / "lock" / "test.txt",
        TYPESCRIPT / "package-lock.json",
        *generated("typescript"),
        *generated("python"),
    ]
    passed = tool_cache.key("clients-generated", tool_cache.named(inputs, ROOT), tool_cache.node_version(), sys.version)
    if passed.exists():
        return
    node_modules: Path = request.getfixturevalue("node_modules")
    (tmp_path / "typescript" / "src").mkdir(parents=True)
    (tmp_path / "python").mkdir()
    run([ROOT / "scripts" / "clients", tmp_path], ROOT, {**os.environ, "FOLIE_CLIENTS_NODE_MODULES": str(node_modules)})
    assert (tmp_path / "typescript" / "src" / "schema.ts").read_text(encoding="utf-8") == (
        TYPESCRIPT / "src" / "schema.ts"
    ).read_text(encoding="utf-8"), "run scripts/clients and commit clients/"
    found = differences(tmp_path / "typescript" / "src" / "games", TYPESCRIPT / "src" / "games")
    for package in python_packages():
        found += differences(tmp_path / "python" / package, CLIENTS / "python" / package)
    assert found == [], f"run scripts/clients and commit clients/: {found[:20]}"
    passed.touch()


def test_the_typescript_readme_example_compiles_strictly_and_runs(
    node_modules: Path, server: str, tmp_path: Path
) -> None:
    """``tsc``'s output (the package's ``dist`` and the examples' ``out``) is kept per hash of the package's
    sources, config and lock file, the two examples and node's version; the examples always run."""
    package = tmp_path / "package"
    shutil.copytree(TYPESCRIPT, package, ignore=shutil.ignore_patterns("node_modules", "dist"))
    (package / "node_modules").symlink_to(node_modules)
    app = tmp_path / "app"
    (app / "node_modules" / "@folie").mkdir(parents=True)
    (app / "node_modules" / "@folie" / "client").symlink_to(package)
    (app / "node_modules" / "@types").symlink_to(node_modules / "@types")
    (app / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")
    (app / "example.ts").write_text(example(TYPESCRIPT / "README.md", "ts"), encoding="utf-8")
    (app / "socket.ts").write_text(SOCKET, encoding="utf-8")
    options = {"strict": True, "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext"}
    config = {
        "compilerOptions": {**options, "lib": ["ES2022", "DOM"], "types": ["node"], "outDir": "out"},
        "files": ["example.ts", "socket.ts"],
    }
    (app / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    sources = [*tool_cache.files(package / "src"), *(package / name for name in ("package.json", "package-lock.json"))]
    sources += [package / "tsconfig.json", *(app / name for name in ("example.ts", "socket.ts", "tsconfig.json"))]
    kept = tool_cache.key("clients-typescript-tsc", tool_cache.named(sources, tmp_path), tool_cache.node_version())
    if (kept / "out" / "socket.js").exists():
        shutil.copytree(kept / "dist", package / "dist")
        shutil.copytree(kept / "out", app / "out")
    else:
        run([node_modules / ".bin" / "tsc", "-p", "."], package)
        run([node_modules / ".bin" / "tsc", "-p", "."], app)
        tool_cache.keep(kept, {"dist": package / "dist", "out": app / "out"})
    env = {**os.environ, "FOLIE_URL": server}
    said = run(["node", app / "out" / "example.js"], app, env).stdout
    assert re.search(r"^version \d+: card_played", said, re.MULTILINE), said
    assert said.rstrip().endswith("view"), said
    # Node 20's WebSocket is behind a flag (Node 22's is not)
    said = run(["node", "--experimental-websocket", app / "out" / "socket.js"], app, env).stdout
    # the view sent on hello came first (the command's events and new view may come before its result or after)
    assert re.fullmatch(r"socket version \d+ after view(,event|,view)*\s*", said), said


def test_the_python_wrapper_and_readme_example_pass_mypy_strict_and_run(server: str, tmp_path: Path) -> None:
    """``mypy --strict``'s verdict is kept per hash of the checked sources (the wrapper, the generated package,
    the example), ``lock/test.txt`` (mypy's and the stubs' versions) and Python's version; on a miss mypy's
    own cache (beside it, outside the clone) still spares most of the check (about two minutes of CPU cold)."""
    script = tmp_path / "example.py"
    script.write_text(example(CLIENTS / "python" / "README.md", "python"), encoding="utf-8")
    env = {**os.environ, "FOLIE_URL": server, "PYTHONPATH": str(CLIENTS / "python")}
    checked = tool_cache.named([*tool_cache.files(CLIENTS / "python"), ROOT / "lock" / "test.txt"], ROOT)
    passed = tool_cache.key("clients-python-mypy", {**checked, "example.py": script}, sys.version)
    if not passed.exists():
        cache = tool_cache.tools_cache() / "clients-mypy-cache"
        mypy: list[str | Path] = [Path(sys.executable).parent / "mypy", "--strict", "--cache-dir", cache]
        run([*mypy, CLIENTS / "python" / "folie_client_live.py", script], tmp_path, env)
        passed.touch()
    said = run([sys.executable, script], tmp_path, env).stdout
    assert re.search(r"^version \d+: card_played", said, re.MULTILINE), said
    assert said.splitlines()[-1].startswith("view"), said
