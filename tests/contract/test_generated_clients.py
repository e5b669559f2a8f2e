"""Clients generated from the committed documents play every hosted game (issue 16, CI; issue 34).

A TypeScript client of the whole document (``openapi/openapi.json``: openapi-typescript types +
openapi-fetch, checked by ``tsc --strict``) and, for each game, a Python client of that game's document
(``openapi/<game>.json``: openapi-python-client, all checked by one ``mypy --strict`` run whose verdict is
kept per hash of the checked sources: see ``checked_before``) play one match of every registered game to
its end against a real ``folie serve``, reading views and events through the generated types with no
cast. Each game's own TypeScript types are generated too, and checked to refuse another game's command
and to narrow an event type two games share to the game's own shape. The whole document and each game's are
also linted by Redocly, Spectral and openapi-spec-validator, with the rules a front-end author needs.

The npm tools are pinned in ``tests/contract/node/package.json`` + ``package-lock.json`` and installed
with ``npm ci`` into a cache directory keyed by the lock file's hash (``FOLIE_TOOLS_CACHE``, default
``~/.cache/folie/contract-tools``), so a second run installs nothing. Beside them, per hash of what each
tool reads: the linters' verdict (``linted_before``), the generated TypeScript types and ``tsc``'s output
(``compiled_before``) and ``mypy --strict``'s verdict (``checked_before``).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import mypy.version
import pytest
from openapi_spec_validator import validate

from domain.registry import default_engines
from service.contract_schemas import PLATFORM_EVENTS
from tests.support.folie_serve import folie_serve

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DOCUMENT = ROOT / "openapi" / "openapi.json"
SMALLEST = {  # one full match per game, with the smallest options (Montagnes' timers in fractions of a second)
    "maeshowe": {"players": 1},
    "bigbook": {"players": 2},
    "montagnes": {"players": 3, "encounter_seconds": 0.3, "decision_seconds": 0.2, "search_seconds": 0.2},
}
UNLIMITED = "1000000/1000000"

pytestmark = pytest.mark.slow


def run(args: list[str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False)


@pytest.fixture(scope="module")
def node_tools() -> Path:
    """``node_modules`` of the pinned tools, installed once per lock file."""
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        pytest.skip("node and npm are needed for the generated TypeScript client")
    lock = (HERE / "node" / "package-lock.json").read_bytes()
    home = tools_cache() / hashlib.sha256(lock).hexdigest()[:16]
    if not (home / "node_modules" / ".bin" / "tsc").exists():
        home.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy(HERE / "node" / name, home / name)
        done = run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"], home, timeout=600)
        assert done.returncode == 0, done.stderr[-3000:]
    return home / "node_modules"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    where = tmp_path_factory.mktemp("contract-serve")
    env = {
        "SQLITE_DBNAME": str(where / "events.sqlite"),
        "FOLIE_ANALYTICS_PROJECTOR": "off",
        "FOLIE_LOG_LEVEL": "warning",
        "FOLIE_ACCESS_LOG": "0",
        "FOLIE_RATE_LIMIT_IP": UNLIMITED,
        "FOLIE_RATE_LIMIT_TOKEN": UNLIMITED,
        "FOLIE_RATE_LIMIT_CREATE": UNLIMITED,
        "PYTHONPATH": str(ROOT),
    }
    with folie_serve(env, where / "serve.log") as (url, _):
        yield url


def games() -> list[str]:
    return sorted(default_engines())


def options_for(game: str) -> str:
    return json.dumps(SMALLEST.get(game, {}))


def test_the_document_is_clean_under_every_linter(node_tools: Path, tmp_path: Path) -> None:
    """openapi-spec-validator, Redocly (``node/redocly.yaml``: the recommended set as errors, plus every
    operation described with an example and its refusals as problem details, every parameter described,
    no unused component, every example valid against its schema) and Spectral (``node/.spectral.yaml``:
    every oas rule, plus every property described): no error, no warning, on the whole document and on each
    game's. The npm linters' verdict is kept per hash of what they read (``linted_before``)."""
    paths = [DOCUMENT, *documents().values()]
    for path in paths:
        validate(json.loads(path.read_text(encoding="utf-8")))
    passed = linted_before()
    if passed.exists():
        assert passed.read_text(encoding="utf-8").startswith("redocly: 0, spectral: 0"), passed
        return
    redocly, spectral = lint(node_tools, paths, tmp_path)
    assert redocly.returncode == 0, redocly.stdout[-3000:] + redocly.stderr[-3000:]
    assert "warning" not in (redocly.stdout + redocly.stderr).replace("Deprecation warning", ""), redocly.stderr
    assert spectral.returncode == 0, spectral.stdout[-3000:]
    passed.write_text("redocly: 0, spectral: 0\n" + redocly.stdout + spectral.stdout, encoding="utf-8")


def lint(
    node_tools: Path, paths: list[Path], cwd: Path
) -> tuple[subprocess.CompletedProcess[str], subprocess.CompletedProcess[str]]:
    """Redocly and Spectral over ``paths``, with the project's rules."""
    bin_ = node_tools / ".bin"
    config = str(HERE / "node" / "redocly.yaml")
    files = [str(path) for path in paths]
    redocly = run([str(bin_ / "redocly"), "lint", *files, "--config", config, "--format", "stylish"], cwd)
    ruleset = f"--ruleset={HERE / 'node' / '.spectral.yaml'}"
    spectral = run([str(bin_ / "spectral"), "lint", ruleset, "--fail-severity=hint", *files], cwd)
    return redocly, spectral


def test_the_linters_catch_what_a_front_end_would_miss(node_tools: Path, tmp_path: Path) -> None:
    """The rules bite: one operation of the real document, with a property's description taken away, no
    example on its answer and a refusal that is no problem details, fails both linters, each naming its rule."""
    whole = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    operation = json.loads(json.dumps(whole["paths"]["/healthz"]["get"]))
    answer = operation["responses"]["200"]
    answer["content"]["application/json"].pop("examples")
    refusal = {"schema": {"$ref": "#/components/schemas/Health"}, "examples": {"x": {"value": {}}}}
    operation["responses"] = {
        "200": answer,
        "404": {"description": "Not found", "content": {"application/json": refusal}},
    }
    health = json.loads(json.dumps(whole["components"]["schemas"]["Health"]))
    del health["properties"]["status"]["description"]
    document = {
        "openapi": whole["openapi"],
        "info": whole["info"],
        "servers": whole.get("servers", [{"url": "/"}]),
        "tags": [tag for tag in whole["tags"] if tag["name"] in operation.get("tags", [])],
        "paths": {"/healthz": {"get": operation}},
        "components": {"schemas": {"Health": health}},
    }
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    redocly, spectral = lint(node_tools, [path], tmp_path)
    assert redocly.returncode != 0 and "operation-4xx-problem-details-rfc7807" in redocly.stdout + redocly.stderr
    assert spectral.returncode != 0
    for rule in ("folie-property-described", "folie-operation-examples", "folie-problems-documented"):
        assert rule in spectral.stdout, (rule, spectral.stdout[-3000:])


def linted_before() -> Path:
    """Where the verdict of Redocly and Spectral over exactly these documents is kept: the file exists once it
    passed. Keyed by a hash of the documents, the Redocly and Spectral rules, the npm lock file (the linters' versions)
    and node's version, so any change to one of them lints again (the two node processes cost about a
    minute of CPU). Kept with the npm tools (``FOLIE_TOOLS_CACHE``, outside the clone), like the generated
    client's ``mypy --strict`` verdict (``checked_before``)."""
    node = run(["node", "--version"], HERE)
    digest = hashlib.sha256(node.stdout.encode() + b"\0")
    configs = (HERE / "node" / ".spectral.yaml", HERE / "node" / "redocly.yaml", HERE / "node" / "package-lock.json")
    for path in (DOCUMENT, *documents().values(), *configs):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    home = tools_cache() / "openapi-lint"
    home.mkdir(parents=True, exist_ok=True)
    return home / f"{digest.hexdigest()[:32]}.passed"


@pytest.fixture(scope="module")
def typescript(node_tools: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The generated TypeScript types and the play script, compiled by ``tsc --strict``."""
    where = tmp_path_factory.mktemp("ts-client")
    for name in ("play.ts", "wrong.ts", "right_game.ts", "wrong_game.ts", "tsconfig.json"):
        shutil.copy(HERE / "ts" / name, where / name)
    (where / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")
    (where / "node_modules").symlink_to(node_tools)
    kept = compiled_before()
    if (kept / "out" / "play.js").exists():
        for name in typings():
            shutil.copy(kept / name, where / name)
        shutil.copytree(kept / "out", where / "out")
        return where
    bin_ = node_tools / ".bin"
    for name, document in typings().items():
        generated = run(
            [str(bin_ / "openapi-typescript"), str(document), "--default-non-nullable", "false", "-o", name], where
        )
        assert generated.returncode == 0, generated.stderr[-3000:]
    compiled = run([str(bin_ / "tsc"), "-p", "."], where)
    assert compiled.returncode == 0, compiled.stdout[-3000:]
    fresh = kept.with_name(f"{kept.name}.{os.getpid()}")
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.mkdir(parents=True)
    for name in typings():
        shutil.copy(where / name, fresh / name)
    shutil.copytree(where / "out", fresh / "out")
    try:
        fresh.rename(kept)  # whole or not at all: another worker may have kept the same one meanwhile
    except OSError:
        shutil.rmtree(fresh, ignore_errors=True)
    return where


def typings() -> dict[str, Path]:
    """The TypeScript types generated (file name -> document): the whole document's, and each game's."""
    return {"schema.d.ts": DOCUMENT, **{f"{game}.d.ts": document for game, document in documents().items()}}


def compiled_before() -> Path:
    """Where the generated types and ``tsc``'s output for exactly these sources are kept (``out/play.js`` exists
    once they compiled). Keyed by a hash of the document, the TypeScript sources and config, the npm lock file
    (openapi-typescript's and tsc's versions) and node's version, so any change generates and compiles again.
    Kept with the npm tools (``FOLIE_TOOLS_CACHE``, outside the clone), like ``checked_before``; the type check
    that refuses a command outside the game (``wrong.ts``) still runs every time."""
    node = run(["node", "--version"], HERE)
    digest = hashlib.sha256(node.stdout.encode() + b"\0")
    sources = [*typings().values(), HERE / "node" / "package-lock.json", *sorted((HERE / "ts").iterdir())]
    for path in sources:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return tools_cache() / "typescript-client" / digest.hexdigest()[:32]


def test_typescript_refuses_a_command_outside_the_game(typescript: Path, node_tools: Path) -> None:
    """``{"action": "play", "card": "not-a-card"}`` no longer compiles (issue 16 item 1)."""
    checked = run([str(node_tools / ".bin" / "tsc"), "--strict", "--noEmit", "--skipLibCheck", "wrong.ts"], typescript)
    assert checked.returncode != 0
    assert "wrong.ts" in checked.stdout and "TS2322" in checked.stdout, checked.stdout


def test_typescript_types_of_a_game_are_that_games_only(typescript: Path, node_tools: Path) -> None:
    """Against Maeshowe's own types (``openapi/maeshowe.json``), a Big Book command (``end_actions``) does not
    compile as a command request (``wrong_game.ts``), and a log entry's ``cards_drawn`` narrows to Maeshowe's
    (numbers), a stream's view to Maeshowe's view, a listed action to Maeshowe's (``right_game.ts``). Against
    the whole document (any game's command, every game's events) both went the other way."""
    tsc = [str(node_tools / ".bin" / "tsc"), "--strict", "--noEmit", "--skipLibCheck", "--module", "NodeNext"]
    right = run([*tsc, "--moduleResolution", "NodeNext", "right_game.ts"], typescript)
    assert right.returncode == 0, right.stdout[-3000:]
    wrong = run([*tsc, "--moduleResolution", "NodeNext", "wrong_game.ts"], typescript)
    assert wrong.returncode != 0
    assert "wrong_game.ts" in wrong.stdout and "end_actions" in wrong.stdout, wrong.stdout


def test_python_client_of_a_game_decodes_its_events_and_commands(python_clients: Path) -> None:
    """A Maeshowe ``cards_drawn`` decodes as Maeshowe's (not Big Book's: the client of the whole document
    tries every game's model in turn and took the first whose tag fits), a Montagnes ``move`` as
    Montagnes' (not Mansions')."""
    probe = """
from folie_maeshowe_client.models import LogEntry
from folie_montagnes_client.models import CommandRequest
data = {"type": "cards_drawn", "seat": 0, "count": 2, "cards": [4, 17]}
entry = LogEntry.from_dict(
    {"version": 3, "type": "cards_drawn", "seat": 0, "at": 1.0, "data": data, "server_time": None, "text": ""}
)
request = CommandRequest.from_dict({"command": {"action": "move", "space": "col-1"}, "expected_version": 3})
print(type(entry.data).__name__, type(request.command).__name__)
"""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    decoded = subprocess.run(
        [sys.executable, "-c", probe], cwd=python_clients, capture_output=True, text=True, check=False, env=env
    )
    assert decoded.returncode == 0, decoded.stderr[-3000:]
    assert decoded.stdout.split() == ["MaeshoweCardsDrawn", "MontagnesMove"]


@pytest.mark.parametrize("game", games())
def test_the_typescript_client_plays_a_match(typescript: Path, server: str, game: str) -> None:
    played = run(["node", str(typescript / "out" / "play.js"), server, game, options_for(game)], typescript, 240)
    assert played.returncode == 0, played.stderr[-3000:]
    summary = json.loads(played.stdout.strip().splitlines()[-1])
    assert summary["game"] == game and summary["result"] in {"won", "lost", "draw"}, summary
    assert summary["events"] > 0 and summary["sent"] > 0, summary


def documents() -> dict[str, Path]:
    """Each game's document (``openapi/<game>.json``, ``service.contract_schemas.for_game``)."""
    return {game: ROOT / "openapi" / f"{game}.json" for game in games()}


@pytest.fixture(scope="module")
def python_clients(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One Python client per game, generated from the game's own document as ``folie_<game>_client``, with
    the play script for each (``play_<game>.py``: ``play_client.py`` importing that package), all checked
    by one ``mypy --strict`` run. Each game's client holds its own models and the platform's only (a
    game's document leaves analytics and ops out), so the five together are about the size the single
    client of every game was, and one run checks them once."""
    where = tmp_path_factory.mktemp("py-clients")
    bin_ = Path(sys.executable).parent
    script = (HERE / "py" / "play_client.py").read_text(encoding="utf-8")
    config = [(HERE / "py" / "mypy.ini").read_text(encoding="utf-8").rstrip()]
    for game, document in documents().items():
        package = f"folie_{game}_client"
        arguments = ["generate", "--path", str(document), "--meta", "none", "--output-path", package]
        generated = run([str(bin_ / "openapi-python-client"), *arguments], where)
        assert (where / package / "models").is_dir(), generated.stdout[-3000:] + generated.stderr[-3000:]
        assert "Unable to" not in generated.stdout, generated.stdout[-3000:]
        assert "WARNING" not in generated.stdout, generated.stdout[-3000:]
        (where / f"play_{game}.py").write_text(script.replace("folie_client", package), encoding="utf-8")
        # the generator's own template (client.py's __aexit__ forwarding) fails --strict
        config.append(f"\n[mypy-{package}.client]\nignore_errors = True")
    (where / "mypy.ini").write_text("\n".join(config) + "\n", encoding="utf-8")
    passed = checked_before(where)
    if not passed.exists():
        # a guard against a hang, not a speed bound: mypy --strict over the five clients takes about 26 s of
        # CPU cold (the single client of every game took about 146 s), but 230 s of wall under a load of 30
        incremental = ["--cache-dir", str(passed.parent / "mypy-cache")]
        targets = [f"play_{game}.py" for game in games()] + [f"folie_{game}_client" for game in games()]
        checked = run([str(bin_ / "mypy"), "--config-file", "mypy.ini", *incremental, *targets], where, 900)
        assert checked.returncode == 0, checked.stdout[-3000:]
        passed.write_text(checked.stdout, encoding="utf-8")
    return where


def checked_before(where: Path) -> Path:
    """Where the verdict of ``mypy --strict`` over exactly these sources is kept: the file exists once they
    passed. Keyed by a hash of every checked file (by its name in ``where``), the config and the versions of
    mypy and Python, so any change to a document, the generator, the play script or the checker checks
    again (``mypy --strict`` over the five clients costs about 26 s of CPU cold). Kept beside the npm tools
    (``FOLIE_TOOLS_CACHE``, outside the clone): a clean clone on a machine that checked the same sources
    before does not check again."""
    digest = hashlib.sha256(f"{mypy.version.__version__} {sys.version}".encode())
    for path in sorted([where / "mypy.ini", *where.glob("play_*.py"), *where.glob("folie_*_client/**/*.py")]):
        digest.update(path.relative_to(where).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    home = tools_cache() / "generated-client-mypy"
    home.mkdir(parents=True, exist_ok=True)
    return home / f"{digest.hexdigest()[:32]}.passed"


def tools_cache() -> Path:
    return Path(os.environ.get("FOLIE_TOOLS_CACHE", Path.home() / ".cache" / "folie" / "contract-tools"))


@pytest.mark.parametrize("game", games())
def test_the_python_client_plays_a_match(python_clients: Path, server: str, game: str) -> None:
    """Each game with its own client; every log entry decodes as the game's event or the platform's."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    played = subprocess.run(
        [sys.executable, f"play_{game}.py", server, game, options_for(game)],
        cwd=python_clients,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
        env=env,
    )
    assert played.returncode == 0, played.stderr[-3000:]
    summary = json.loads(played.stdout.strip().splitlines()[-1])
    assert summary["game"] == game and summary["result"] in {"won", "lost", "draw"}, summary
    assert summary["events"] > 0 and summary["sent"] > 0, summary
    prefix = summary["last"].split()[1].removesuffix("View")  # the game's view model: MaeshoweView...
    platform = {"null", "MatchCreatedEntry", *(event.__name__ for event in PLATFORM_EVENTS)}
    assert all(name.startswith(prefix) or name in platform for name in summary["decoded"]), summary
