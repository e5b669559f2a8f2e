"""The clients in ``clients/`` (issue 38 item 4): what the committed document generates, and their
README examples run against a real server.

``scripts/clients`` regenerates both into a copy and nothing may differ from what is committed (so an
API change without ``scripts/clients`` fails here); the TypeScript package compiles under ``tsc --strict``
(``src/index.ts`` over the generated ``schema.ts``) and its README example, compiled against the built
package, creates a match, plays a command and reads the live stream; the Python README example does the
same through ``folie_client_live``. Every game is played to its end through the same generated code by
``tests/contract/test_generated_clients.py``.
"""

from __future__ import annotations

import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

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
    if shutil.which("npm") is None or shutil.which("node") is None:
        if os.environ.get("CI") == "true":
            raise AssertionError("node and npm are needed for the TypeScript client")
        pytest.skip("node and npm are needed for the TypeScript client")
    if not (TYPESCRIPT / "node_modules" / ".bin" / "tsc").exists():
        run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], TYPESCRIPT)
    return TYPESCRIPT / "node_modules"


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


def test_the_committed_clients_are_what_the_document_generates(node_modules: Path, tmp_path: Path) -> None:
    (tmp_path / "typescript" / "src").mkdir(parents=True)
    (tmp_path / "python").mkdir()
    run([ROOT / "scripts" / "clients", tmp_path], ROOT)
    assert (tmp_path / "typescript" / "src" / "schema.ts").read_text(encoding="utf-8") == (
        TYPESCRIPT / "src" / "schema.ts"
    ).read_text(encoding="utf-8"), "run scripts/clients and commit clients/"
    found = differences(tmp_path / "python" / "folie_client", CLIENTS / "python" / "folie_client")
    assert found == [], f"run scripts/clients and commit clients/: {found[:20]}"


def test_the_typescript_readme_example_compiles_strictly_and_runs(
    node_modules: Path, server: str, tmp_path: Path
) -> None:
    package = tmp_path / "package"
    shutil.copytree(TYPESCRIPT, package, ignore=shutil.ignore_patterns("node_modules", "dist"))
    (package / "node_modules").symlink_to(node_modules)
    run([node_modules / ".bin" / "tsc", "-p", "."], package)
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
    run([node_modules / ".bin" / "tsc", "-p", "."], app)
    env = {**os.environ, "FOLIE_URL": server}
    said = run(["node", app / "out" / "example.js"], app, env).stdout
    assert re.search(r"^version \d+: card_played", said, re.MULTILINE), said
    assert said.rstrip().endswith("view"), said
    # Node 20's WebSocket is behind a flag (Node 22's is not)
    said = run(["node", "--experimental-websocket", app / "out" / "socket.js"], app, env).stdout
    # the view sent on hello came first (the command's events and new view may come before its result or after)
    assert re.fullmatch(r"socket version \d+ after view(,event|,view)*\s*", said), said


def test_the_python_wrapper_and_readme_example_pass_mypy_strict_and_run(server: str, tmp_path: Path) -> None:
    """mypy's cache is kept beside the contract tests' (``FOLIE_TOOLS_CACHE``, outside the clone): the
    first check of the generated package costs about two minutes of CPU, the next ones seconds."""
    script = tmp_path / "example.py"
    script.write_text(example(CLIENTS / "python" / "README.md", "python"), encoding="utf-8")
    env = {**os.environ, "FOLIE_URL": server, "PYTHONPATH": str(CLIENTS / "python")}
    tools = Path(os.environ.get("FOLIE_TOOLS_CACHE", Path.home() / ".cache" / "folie" / "contract-tools"))
    cache = tools / "clients-mypy-cache"
    mypy: list[str | Path] = [Path(sys.executable).parent / "mypy", "--strict", "--cache-dir", cache]
    run([*mypy, CLIENTS / "python" / "folie_client_live.py", script], tmp_path, env)
    said = run([sys.executable, script], tmp_path, env).stdout
    assert re.search(r"^version \d+: card_played", said, re.MULTILINE), said
    assert said.splitlines()[-1].startswith("view"), said
