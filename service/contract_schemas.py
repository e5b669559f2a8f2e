"""The typed contract: every hosted game's schemas, and the platform's, put into the OpenAPI document.

Litestar describes the platform's bodies, but a seat's ``view``, a log entry's ``data``, a command and a
match's options are the games' own msgspec types, open objects to Litestar. This module takes them from
each registered engine (``options_type``, ``command_type``, ``event_type``, ``view_type``: the engine
contract, docs/engine.md), so a new game appears in the document with no edit here, and then states
what the server always sends (required fields), what each schema means (docstrings, as Markdown) and
who may call what (``security: []`` on public operations). It works on the document as a dict, once,
when the app is built; the served document and ``openapi/openapi.json`` are that result.
"""

from __future__ import annotations

import ast
import copy
import functools
import inspect
import itertools
import json
import pkgutil
import re
import sys
import textwrap
import typing
from collections.abc import Iterable, Mapping
from importlib import import_module
from pathlib import Path
from typing import Any

import msgspec

from domain import contract, fairness, match, match_events, match_state
from domain.contract import Engine
from projections import views
from service import extensions, problem_codes, problems, schemas
from service.operation_docs import OPERATIONS

REF = "#/components/schemas/{name}"

REQUEST_BODIES = frozenset(
    {
        "CreateMatch",
        "CommandRequest",
        "UndoRequest",
        "UndoAnswer",
        "ChatRequest",
        "TokenRequest",
        "StandInRequest",
        "JoinRequest",
        "InvitationRequest",
        "QueryRequest",
    }
)
"""Bodies clients send: their defaulted fields stay optional. Every other schema is a response, and
msgspec encodes every field of a response, defaults included, so all its fields are required."""

PLATFORM_EVENTS: tuple[type[contract.Event], ...] = (
    match_events.UndoRequested,
    match_events.UndoAnswered,
    match_events.Undone,
    match_events.ChatPosted,
    match_events.StandInStarted,
    match_events.StandInEnded,
    match_events.StandInActed,
)
"""The platform's own events shown in logs as they are (``match_created`` is shown in part, and the
credential events ``token_*`` and ``invitation_*`` with ``data: null``)."""

CREDENTIAL_TYPES = sorted(str(e.__struct_config__.tag) for e in match_events.CREDENTIAL_EVENTS)

DOCUMENTED_MODULES = (schemas, views, contract, fairness, match, match_events, match_state, problems)


def markdown(text: str) -> str:
    """A docstring as Markdown: reST's double backquotes become single ones, indentation goes."""
    return inspect.cleandoc(text).replace("``", "`")


_FIELD_DOCS: dict[type[Any], dict[str, str]] = {}


def field_docs(cls: type[Any]) -> dict[str, str]:
    """The attribute docstrings of a struct's fields (the string literal under a field, the project's
    way of saying what a field means), by encoded name, the class's own over its bases'; read once."""
    if cls not in _FIELD_DOCS:
        _FIELD_DOCS[cls] = _read_field_docs(cls)
    return _FIELD_DOCS[cls]


_MODULE_CLASSES: dict[str, dict[str, ast.ClassDef]] = {}


def _module_classes(module: str) -> dict[str, ast.ClassDef]:
    """Every class statement of ``module`` by qualified name, from one parse of its file: asking
    `inspect.getsource` class by class parses the whole module each time (0.3-1 s of a server's start
    per game, measured: 964 calls, 8.6 s of a profiled start)."""
    if module not in _MODULE_CLASSES:
        found: dict[str, ast.ClassDef] = {}
        try:
            source = inspect.getsource(sys.modules[module])
            tree = ast.parse(source)
        except (KeyError, OSError, TypeError, SyntaxError):
            tree = ast.Module(body=[], type_ignores=[])

        def walk(body: list[ast.stmt], prefix: str) -> None:
            for stmt in body:
                if isinstance(stmt, ast.ClassDef):
                    found[prefix + stmt.name] = stmt
                    walk(stmt.body, f"{prefix}{stmt.name}.")

        walk(tree.body, "")
        _MODULE_CLASSES[module] = found
    return _MODULE_CLASSES[module]


def _class_node(klass: type[Any]) -> ast.ClassDef | None:
    """The class statement of ``klass``: from its module's index, else (a class made in a function)
    from its own source."""
    node = _module_classes(klass.__module__).get(klass.__qualname__)
    if node is not None:
        return node
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(klass)))
    except (OSError, TypeError, SyntaxError):
        return None
    first = tree.body[0] if tree.body else None
    return first if isinstance(first, ast.ClassDef) else None


def _read_field_docs(cls: type[Any]) -> dict[str, str]:
    out: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass is msgspec.Struct or not (isinstance(klass, type) and issubclass(klass, msgspec.Struct)):
            continue
        node = _class_node(klass)
        body = node.body if node is not None else []
        for field, after in itertools.pairwise(body):
            if (
                isinstance(field, ast.AnnAssign)
                and isinstance(field.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                out[field.target.id] = markdown(after.value.value)
    names = {f.name: f.encode_name for f in msgspec.structs.fields(cls)}
    return {names[name]: doc for name, doc in out.items() if name in names}


def describe_fields(schema: dict[str, Any], cls: type[Any] | None) -> None:
    """Each property of ``schema`` without a description takes its field's docstring (`field_docs`)."""
    if cls is None:
        return
    docs = field_docs(cls)
    for name, prop in (schema.get("properties") or {}).items():
        if isinstance(prop, dict) and "description" not in prop and name in docs:
            prop["description"] = docs[name]


def prefix_of(engine: Engine[Any, Any]) -> str:
    """The prefix of a game's component names: its view type's name less ``View`` (``BigBookView`` ->
    ``BigBook``), else its id capitalised."""
    name = getattr(engine.view_type, "__name__", "")
    if re.fullmatch(r"[A-Z][A-Za-z0-9]*View", name):
        return name.removesuffix("View")
    return re.sub(r"[^A-Za-z0-9]", "", engine.game.title()) or "Game"


def _rename_refs(node: Any, names: Mapping[str, str]) -> Any:
    if isinstance(node, dict):
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/components/schemas/"):
                name = value.rsplit("/", 1)[1]
                out[key] = REF.format(name=names.get(name, name))
            elif key == "discriminator" and isinstance(value, dict) and isinstance(value.get("mapping"), dict):
                # msgspec names a union's members in its mapping too: they are renamed with the refs
                mapping = {tag: _rename_refs({"$ref": ref}, names)["$ref"] for tag, ref in value["mapping"].items()}
                out[key] = {**value, "mapping": mapping}
            else:
                out[key] = _rename_refs(value, names)
        return out
    if isinstance(node, list):
        return [_rename_refs(item, names) for item in node]
    return node


def _tuples_as_arrays(node: Any) -> Any:
    """A fixed-length tuple (``prefixItems``, e.g. Far Cry's ``Hex`` ``[q, r]``) as a plain array of its
    item type with its length kept (``minItems``/``maxItems``): Spectral's ``array-items`` requires
    ``items``, and client generators choke on ``prefixItems`` (an undefined model in Python, a tuple
    TypeScript cannot assign from a parsed ``number[]``). Mutates and returns ``node``."""
    if isinstance(node, dict):
        for value in node.values():
            _tuples_as_arrays(value)
        prefix = node.get("prefixItems")
        if isinstance(prefix, list) and "items" not in node:
            unique = [item for i, item in enumerate(prefix) if item not in prefix[:i]]
            node["items"] = unique[0] if len(unique) == 1 else {"anyOf": unique}
            del node["prefixItems"]
    elif isinstance(node, list):
        for value in node:
            _tuples_as_arrays(value)
    return node


def _require_all(schema: dict[str, Any]) -> None:
    properties = schema.get("properties")
    if isinstance(properties, dict) and properties:
        schema["required"] = sorted(properties)


def _tag_of(schema: Mapping[str, Any], field: str) -> str | None:
    prop = schema.get("properties", {}).get(field, {})
    values = prop.get("enum") or ([prop["const"]] if "const" in prop else [])
    return str(values[0]) if len(values) == 1 else None


TAG_DOCS = {
    "type": "The event's type, always `{tag}` here (the log entry's `type` too).",
    "action": "The command's action, always `{tag}` here (a `LegalAction`'s `action`).",
}
"""The description of a union member's tag property (``{tag}``: its value)."""


def _discriminated(members: list[str], components: Mapping[str, Any], field: str, description: str) -> dict[str, Any]:
    """A union of tagged structs, with the OpenAPI discriminator generators narrow on."""
    mapping = {}
    for name in members:
        tag = _tag_of(components[name], field)
        if tag is not None:
            mapping[tag] = REF.format(name=name)
            prop = components[name]["properties"][field]
            prop.setdefault("description", TAG_DOCS.get(field, "The tag: `{tag}`.").format(tag=tag))
    union: dict[str, Any] = {"oneOf": [{"$ref": REF.format(name=n)} for n in members], "description": description}
    if len(mapping) == len(members):
        union["discriminator"] = {"propertyName": field, "mapping": dict(sorted(mapping.items()))}
    return union


def _union_members(schema: Mapping[str, Any]) -> list[str]:
    refs = schema.get("anyOf") or schema.get("oneOf") or [schema]
    return [str(ref["$ref"]).rsplit("/", 1)[1] for ref in refs if "$ref" in ref]


def struct_classes(types: Iterable[Any]) -> dict[str, type[Any]]:
    """The struct classes reachable from ``types``, by name (msgspec names components after them)."""
    found: dict[str, type[Any]] = {}
    seen: set[int] = set()

    def walk(info: Any) -> None:
        if id(info) in seen:
            return
        seen.add(id(info))
        if isinstance(info, msgspec.inspect.StructType):
            found.setdefault(info.cls.__name__, info.cls)
            for field in info.fields:
                walk(field.type)
            return
        for attr in ("types", "item_type", "key_type", "value_type"):
            inner = getattr(info, attr, None)
            if isinstance(inner, tuple):
                for item in inner:
                    walk(item)
            elif inner is not None:
                walk(inner)

    for info in _type_infos(tuple(types)):
        walk(info)
    return found


@functools.cache
def _type_infos(types: tuple[Any, ...]) -> tuple[msgspec.inspect.Type, ...]:
    """msgspec's inspection of ``types``, once per process: every app built (a test suite builds
    hundreds) inspects the same engine classes, and that was most of building an app. Only read."""
    return tuple(msgspec.inspect.multi_type_info(list(types)))


@functools.cache
def _schema_components(types: tuple[Any, ...]) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """msgspec's schemas of ``types``, once per process (see :func:`_type_infos`); callers get a copy
    from :func:`schema_components`, as they edit what they get."""
    roots, components = msgspec.json.schema_components(types, ref_template=REF)
    return tuple(roots), components


def schema_components(types: Iterable[Any]) -> tuple[list[Any], dict[str, Any]]:
    """``msgspec.json.schema_components(types)``, a fresh copy each call."""
    roots, components = copy.deepcopy(_schema_components(tuple(types)))
    return list(roots), components


def sent_whole(types: Iterable[Any]) -> set[str]:
    """Names of the structs reachable from ``types`` that msgspec encodes with every field (no
    ``omit_defaults``): in a response, all their fields are always there."""
    return {name for name, cls in struct_classes(types).items() if not cls.__struct_config__.omit_defaults}


PLATFORM_PACKAGES = ("domain.contract", "domain.fairness", "domain.match", "projections.", "service.")


def _struct_components(
    types: Iterable[Any], prefix: str, taken: Mapping[str, Any]
) -> tuple[list[Any], dict[str, Any], set[str]]:
    """msgspec's schemas of ``types``, their components named ``<prefix><Name>`` (games share names),
    and the (renamed) ones sent whole. A platform struct a game uses (``Prompt``, ``Outcome``) that the
    document already holds is referred to, not copied."""
    types = list(types)
    roots, components = schema_components(types)
    classes = struct_classes(types)
    whole = sent_whole(types)
    names = {}
    for name in components:
        module = getattr(classes.get(name), "__module__", "")
        if name in taken and module.startswith(PLATFORM_PACKAGES):
            names[name] = name  # the platform's own component
        else:
            names[name] = name if name.startswith(prefix) else prefix + name
    kept = {name for name in components if names[name] != name or name not in taken}
    clash = [names[n] for n in kept if names[n] in taken]
    if clash:
        raise ValueError(f"schema names already taken: {clash}")
    renamed = {names[name]: _tuples_as_arrays(_rename_refs(components[name], names)) for name in kept}
    for new_name, schema in renamed.items():
        if "description" in schema:
            schema["description"] = markdown(schema["description"])
        if "title" in schema and "description" not in schema:
            schema["description"] = schema["title"]
        schema["title"] = new_name  # generators name their models after it
    for name in kept:
        describe_fields(renamed[names[name]], classes.get(name))
    typed = [_tuples_as_arrays(_rename_refs(root, names)) for root in roots]
    return typed, renamed, {names[n] for n in kept if n in whole}


def game_components(engines: Mapping[str, Engine[Any, Any]], taken: Mapping[str, Any]) -> dict[str, Any]:
    """Every game's options, commands, events and view, and the platform's events, as components."""
    out: dict[str, Any] = {}
    roots, platform, whole = _struct_components(PLATFORM_EVENTS, "", taken)
    out.update(platform)
    for name in whole:
        _require_all(platform[name])
    out["PlatformEvent"] = _discriminated(
        [n for root in roots for n in _union_members(root)],
        out,
        "type",
        "The platform's own events (undo, chat, stand-ins), the same in every game. `match_created` is "
        "`MatchCreatedEntry`; the credential events (" + ", ".join(f"`{t}`" for t in CREDENTIAL_TYPES) + ") "
        "appear in logs with `data: null`: token hashes are never shown.",
    )
    for game, engine in sorted(engines.items()):
        prefix = prefix_of(engine)
        types = [engine.options_type, engine.command_type, engine.event_type, engine.view_type]
        (options, commands, events, view), found, whole = _struct_components(types, prefix, {**taken, **out})
        received = {n if n.startswith(prefix) else prefix + n for n in struct_classes(types[:2])}
        for name in whole - received:
            _require_all(found[name])  # views and events (not what clients send: options, commands)
        out.update(found)
        title = engine.title
        out[f"{prefix}Options"] = out.get(_union_members(options)[0], options) if "$ref" in options else options
        out[f"{prefix}Command"] = _discriminated(
            _union_members(commands),
            out,
            "action",
            f'A command of {title}, built from a `LegalAction`: `{{"action": action, **fixed, <param>: <value>...}}`.',
        )
        out[f"{prefix}Event"] = _discriminated(
            _union_members(events),
            out,
            "type",
            f"An event of {title} as `LogEntry.data` (a seat's redacted copy has its secret fields emptied or `null`).",
        )
        view_name = _union_members(view)[0]
        out[view_name]["description"] = out[view_name].get("description") or f"What a seat sees of {title}."
        out[f"{prefix}SeatView"] = {
            "description": f"A seat's view of a {title} match.",
            "allOf": [
                {"$ref": REF.format(name="SeatViewCommon")},
                {
                    "type": "object",
                    "properties": {
                        "game": {"const": game, "description": "The game's id: it says which `view` this is."},
                        "view": {
                            "$ref": REF.format(name=view_name),
                            "description": f"What the seat sees of the {title} match (`{view_name}`).",
                        },
                    },
                    "required": ["game", "view"],
                },
            ],
        }
    return out


def _platform_structs() -> dict[str, type[msgspec.Struct]]:
    """The structs Litestar names components after: the platform's modules and the extensions'."""
    modules = [*DOCUMENTED_MODULES]
    modules.append(import_module("service.matches"))  # `UndoResult`
    for info in sorted(pkgutil.iter_modules(extensions.__path__), key=lambda m: m.name):
        modules.append(import_module(f"service.extensions.{info.name}"))
    found: dict[str, type[msgspec.Struct]] = {}
    for module in modules:
        for name, value in vars(module).items():
            if isinstance(value, type) and issubclass(value, msgspec.Struct) and value is not msgspec.Struct:
                found.setdefault(name, value)
    return found


def _strip_null(schema: dict[str, Any]) -> dict[str, Any]:
    """``oneOf [X, null]`` -> ``X``: for parameters, where absent already means none."""
    options = schema.get("oneOf")
    if isinstance(options, list):
        kept = [o for o in options if o.get("type") != "null"]
        if len(kept) == 1:
            rest = {k: v for k, v in schema.items() if k != "oneOf"}
            return {**kept[0], **rest}
    if isinstance(schema.get("type"), list) and "null" in schema["type"]:
        kinds = [t for t in schema["type"] if t != "null"]
        schema = {**schema, "type": kinds[0] if len(kinds) == 1 else kinds}
        if "enum" in schema:
            schema["enum"] = [v for v in schema["enum"] if v is not None]
    return schema


def closed_sets() -> dict[str, dict[str, list[Any]]]:
    """Fields whose type is a plain ``str`` (or a list of them) in the game's struct but whose values are a
    closed set, by component and property: the document gives them an ``enum`` (a ``null`` stays allowed
    where the field is nullable). Values come from the game's own tables where it has them; the typed-contract tests
    validate every view and event of real matches against the document, so a value missing here fails."""
    from domain.games.bigbook.content import ELEMENTS
    from domain.games.bigbook.options import Mode
    from domain.games.bigbook.state import Phase
    from domain.games.maeshowe.cards import CARD_TYPE, RUNE_NAME
    from domain.games.mansions.state import Phase as MansionsPhase
    from domain.games.montagnes import labels as montagnes
    from domain.games.montagnes.content import EquipmentType, Region, RelicKind, RestrictionKind

    elements = list(ELEMENTS)
    regions = list(typing.get_args(Region))
    return {
        "MansionsView": {"phase": list(typing.get_args(MansionsPhase)), "winner": ["keeper", "investigators"]},
        "MontagnesView": {
            "step": list(montagnes.STEPS),  # each view states its step's text: a step has one
            "reward": list(montagnes.REWARD_TEXTS),
            "die_face": list(montagnes.DIE_FACES),
        },
        "MontagnesTileView": {"region": regions, "reward": list(montagnes.REWARD_TEXTS)},
        "MontagnesSpaceView": {"region": regions},
        "MontagnesCardView": {
            "kind": ["equipment", "esoteric", "injury"],
            "equipment": list(typing.get_args(EquipmentType)),
        },
        "MontagnesRelicView": {"kind": list(typing.get_args(RelicKind))},
        "MontagnesPlayerView": {"relic_tokens": list(typing.get_args(RelicKind))},
        "MontagnesRuleView": {"kind": list(typing.get_args(RestrictionKind))},
        "BigBookView": {
            "phase": list(typing.get_args(Phase)),
            "mode": list(typing.get_args(Mode)),
            "result": ["", "won", "lost"],
            "reason": [
                "",
                "final_monster_defeated",
                "final_monster_not_defeated",
                "all_players_mad",
                "madness_pile_empty",
            ],
        },
        "BigBookSpellView": {"element": elements},
        "BigBookLibraryView": {"element": elements},
        "BigBookCurseView": {"element": [*elements, "multi"]},
        "MaeshoweCardView": {"type": sorted(set(CARD_TYPE)), "rune": sorted(set(RUNE_NAME.values()))},
        "MaeshoweView": {"result": ["won", "lost"], "reason": ["", "escaped", "health", "cannot_act"]},
        "MaeshoweCardsForcedToDiscard": {"reason": ["crumbling", "fear_of_the_dark", "ruin_recovery"]},
        "MaeshoweMatchWon": {"reason": ["escaped"]},
        "MaeshoweMatchLost": {"reason": ["health", "cannot_act"]},
    }


def _close_sets(components: dict[str, Any]) -> None:
    for name, fields in closed_sets().items():
        properties = components.get(name, {}).get("properties", {})
        for field, values in fields.items():
            prop = properties.get(field)
            if prop is None:
                continue
            if prop.get("type") == "array":  # a list of the set's values
                prop = prop["items"]
            kinds = prop.get("type")
            nullable = (isinstance(kinds, list) and "null" in kinds) or any(
                option.get("type") == "null" for option in prop.get("anyOf", []) + prop.get("oneOf", [])
            )
            for key in ("type", "anyOf", "oneOf"):
                prop.pop(key, None)
            prop["type"] = ["string", "null"] if nullable else "string"
            prop["enum"] = [*values, None] if nullable else list(values)


def _single_values_as_const(node: Any) -> None:
    """A property with one allowed value (``enum: [x]``: a struct's tag, a ``Literal`` of one) as
    ``const: x``. Same meaning; openapi-python-client then types it ``Literal["x"]`` and checks it where it
    decodes, instead of writing an enum class per event and command (413 of the Python client's 1,111
    model files were such classes, each a module ``mypy --strict`` checks)."""
    if isinstance(node, dict):
        props = node.get("properties")
        if isinstance(props, dict):
            for prop in props.values():
                enum = prop.get("enum") if isinstance(prop, dict) else None
                if isinstance(enum, list) and len(enum) == 1 and "const" not in prop:
                    prop["const"] = enum[0]
                    del prop["enum"]
        for value in node.values():
            _single_values_as_const(value)
    elif isinstance(node, list):
        for value in node:
            _single_values_as_const(value)


def finish(document: dict[str, Any], engines: Mapping[str, Engine[Any, Any]]) -> dict[str, Any]:
    """The document Litestar built, typed and described (see the module docstring). Mutates and returns it."""
    components: dict[str, Any] = document.setdefault("components", {}).setdefault("schemas", {})
    docs = _platform_structs()
    whole = sent_whole(docs.values())
    for name, schema in components.items():
        if name not in REQUEST_BODIES and name in whole:
            _require_all(schema)
        struct = docs.get(name)
        if struct is not None and struct.__doc__ and "description" not in schema:
            schema["description"] = markdown(struct.__doc__ or name)
        elif "description" not in schema:
            schema["description"] = name
        describe_fields(schema, struct)

    added = game_components(engines, components)
    prefixes = {game: prefix_of(engine) for game, engine in sorted(engines.items())}

    seat_view = components.pop("SeatView")
    common = {**seat_view, "properties": dict(seat_view["properties"])}
    common["properties"].pop("view")
    common["properties"].pop("game")  # each game's variant states its own (a constant)
    common["required"] = sorted(common["properties"])
    common["description"] = "The fields of a `SeatView` every game shares."
    components["SeatViewCommon"] = common
    components.update(added)
    components["SeatView"] = {
        "description": markdown(views.SeatView.__doc__ or "")
        + "\n\n`view` is the game's own view: its schema is chosen by `game`.",
        "oneOf": [{"$ref": REF.format(name=f"{p}SeatView")} for p in prefixes.values()],
        "discriminator": {
            "propertyName": "game",
            "mapping": {g: REF.format(name=f"{p}SeatView") for g, p in prefixes.items()},
        },
    }
    components["MatchCreatedEntry"] = {
        "type": "object",
        "description": "`match_created` as a seat sees it: the match's public set-up (no tokens); after the end, "
        "the whole event less its credentials.",
        "properties": {
            "type": {"const": "match_created", "description": "The event's type, as in every log entry's data."},
            "game": {"type": "string", "description": 'The game\'s id (e.g. "maeshowe").'},
            "rules_version": {"type": "string", "description": "The version of the game's rules the match plays."},
            "options": {
                "type": "object",
                "additionalProperties": {},
                "description": "The match's options, as created (the game's `<Game>Options`).",
            },
            "seats": {"type": "integer", "description": "Seats in the match."},
            "created_at": {"type": "number", "description": "Unix seconds."},
            "seed_source": {
                "type": "string",
                "enum": list(typing.get_args(fairness.SeedSource)),
                "description": "Who chose the seed (`Fairness.seed_source`).",
            },
            "seed_commitment": {
                "type": ["string", "null"],
                "description": "sha256 of the seed and its nonce, published before play (`null`: unrecorded seed). "
                "Once the match is over (and for admins) the log shows `match_created` whole instead: the "
                "seed and nonce themselves.",
            },
        },
    }
    _require_all(components["MatchCreatedEntry"])
    components["MatchCreatedEntry"]["required"].remove("seed_commitment")  # omniscient logs show the seed itself
    log = components["LogEntry"]["properties"]
    log["data"] = {
        "description": "The event: one of the game's events (`<Game>Event`), the platform's (`PlatformEvent`), "
        "`match_created`'s public part, or `null` (`type: redacted`, and the credential events).",
        "anyOf": [
            *({"$ref": REF.format(name=f"{p}Event")} for p in prefixes.values()),
            {"$ref": REF.format(name="PlatformEvent")},
            {"$ref": REF.format(name="MatchCreatedEntry")},
            {"type": "null"},
        ],
    }
    log["type"] = {**log["type"], "description": "The event's `type` (its `data.type` too), or `redacted`."}
    components["CommandRequest"]["properties"]["command"] = {
        "description": "One of the match's game's commands (`<Game>Command`), tagged by `action`.",
        "anyOf": [{"$ref": REF.format(name=f"{p}Command")} for p in prefixes.values()],
    }
    create = components.pop("CreateMatch")
    for game, prefix in prefixes.items():
        variant = {**create, "properties": dict(create["properties"]), "title": f"{prefix}CreateMatch"}
        variant["properties"]["game"] = {"const": game, "description": "The game's id (GET /games)."}
        variant["properties"]["options"] = {
            "$ref": REF.format(name=f"{prefix}Options"),
            "description": "The game's options; every field has a default, so `{}` is allowed.",
        }
        variant["description"] = f"A new {engines[game].title} match. " + create["description"]
        components[f"{prefix}CreateMatch"] = variant
    components["CreateMatch"] = {
        "description": create["description"] + "\n\nThe schema of `options` is chosen by `game`.",
        "oneOf": [{"$ref": REF.format(name=f"{p}CreateMatch")} for p in prefixes.values()],
        "discriminator": {
            "propertyName": "game",
            "mapping": {g: REF.format(name=f"{p}CreateMatch") for g, p in prefixes.items()},
        },
    }
    components["LegalAction"]["properties"]["fixed"] = {
        "type": "object",
        "description": "Fields sent as they are in the command, next to `action` and the parameters: "
        "scalars, or structures the action names as a whole (Far Cry's weapons in hand, its targets).",
        # Any JSON value, deliberately open: a recursive schema breaks generated clients
        # (openapi-python-client drops every model that reaches it), and the client only echoes it.
        "additionalProperties": {"description": "Any JSON value, sent back as is."},
    }

    components.update(stream_components())
    codes = problem_codes.catalogue(engines)
    problem = components["Problem"]
    problem["x-problem-codes"] = [msgspec.to_builtins(entry) for entry in codes]
    problem["properties"]["code"] = {
        **problem["properties"]["code"],
        "description": "The machine-readable reason, stable across releases: one of the "
        f"{len(codes)} codes in `x-problem-codes` (each with its statuses, meaning and the games whose "
        "rules raise it; docs/problems.md). Clients should treat an unknown code as its `status`.",
        "examples": ["not_your_turn", "illegal_action", "match_not_found"],
    }
    stream = document.get("paths", {}).get("/matches/{match_id}/events/stream", {}).get("get")
    if stream is not None:
        stream["responses"]["200"] = stream_response()

    add_examples(document, codes)
    _close_sets(components)
    _single_values_as_const(components)
    for path in document.get("paths", {}).values():
        for operation in path.values():
            if not isinstance(operation, dict):
                continue
            operation.setdefault("security", [])  # public: no token (the others name ``bearer``)
            if not operation.get("description"):
                operation["description"] = OPERATIONS.get(operation.get("operationId", "")) or operation["summary"]
            if operation.get("operationId") == "getReplay":
                for parameter in operation.get("parameters", []):
                    if parameter["name"] == "version":
                        parameter["schema"]["minimum"] = 2  # version 1 is match_created, before the set-up
                        parameter["description"] = "A version of the match, 2 (the set-up's first) or later."
            for parameter in operation.get("parameters", []):
                if "schema" in parameter and not parameter.get("required"):
                    parameter["schema"] = _strip_null(parameter["schema"])
    return document


EXAMPLES_FILE = Path(__file__).with_name("operation_examples.json")
"""Request and response bodies recorded from real calls (``python -m tests.support.record_examples``)."""

ERROR_EXAMPLES: dict[int, tuple[str, ...]] = {
    400: ("invalid_json",),
    401: ("invalid_token",),
    403: ("analytics_disabled", "creator_token_required", "seat_token_required"),
    404: ("report_not_found", "game_not_found", "match_not_found"),
    409: ("version_conflict",),
    413: ("query_too_long", "payload_too_large"),
    422: ("query_too_deep", "illegal_action"),
    429: ("rate_limited",),
    503: ("analytics_unavailable", "store_unavailable"),
    504: ("query_timeout",),
}
"""The code shown for each error status (the first that fits the operation: analytics codes on analytics
routes, match codes elsewhere)."""


def _error_example(status: int, analytics: bool, codes: Mapping[str, problem_codes.ProblemCode]) -> dict[str, Any]:
    choices = ERROR_EXAMPLES.get(status, ())
    fitting = [c for c in choices if (c.startswith(("analytics", "report", "query")) == analytics) and c in codes]
    code = (fitting or [c for c in choices if c in codes] or ["http_error"])[0]
    value = {
        "type": f"https://folie.dev/problems/{code}",
        "title": problems.TITLES.get(status, "Error"),
        "status": status,
        "code": code,
        "detail": codes[code].meaning if code in codes else "An HTTP-level refusal.",
    }
    return {code: {"summary": f"{status} {code}", "value": value}}


def add_examples(document: dict[str, Any], codes: list[problem_codes.ProblemCode]) -> None:
    """Give every operation examples: its request body and success answers as recorded from real calls
    (``operation_examples.json``), and one problem per error status it declares."""
    recorded: dict[str, Any] = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
    by_code = {entry.code: entry for entry in codes}
    for path, item in document.get("paths", {}).items():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            example = recorded.get(operation.get("operationId", ""), {})
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if body is not None and "request" in example:
                body["examples"] = {"recorded": {"summary": "A request", "value": example["request"]}}
            for status, response in operation.get("responses", {}).items():
                for media, content in response.get("content", {}).items():
                    if "example" in content or "examples" in content:
                        continue
                    answer = example.get("responses", {}).get(status)
                    if answer is not None and media.split(";")[0] == answer["media"]:
                        content["examples"] = {"recorded": {"summary": "An answer", "value": answer["value"]}}
                    elif media == problems.PROBLEM_JSON:
                        content["examples"] = _error_example(int(status), path.startswith("/analytics"), by_code)


def _message(kind: str, data: dict[str, Any], description: str, data_description: str) -> dict[str, Any]:
    return {
        "type": "object",
        "title": f"Stream{kind.capitalize()}",
        "description": description,
        "properties": {
            "type": {"const": kind, "description": "The message's kind (SSE: its `event:` line)."},
            "id": {"type": "integer", "description": "A match version: resume after it with `Last-Event-ID`."},
            "data": {**data, "description": data_description},
        },
        "required": ["type", "id", "data"],
    }


def stream_components() -> dict[str, Any]:
    """One schema per live-stream message kind, the NDJSON line's shape (SSE: `event:` = `type`,
    `id:` = `id`, `data:` = `data`)."""
    end_data = {
        "type": "object",
        "title": "StreamEndData",
        "description": "Why the stream ends: `match_finished` (the match is over), or why the token "
        "stopped working (`token_revoked`, `token_expired`...).",
        "properties": {
            "code": {
                "type": "string",
                "description": "Why: `match_finished`, or the token's problem code (`token_revoked`...).",
            },
            "detail": {"type": "string", "description": "The same in words, in the request's language."},
            "server_time": {"type": "number", "description": "The server's clock, Unix seconds."},
        },
        "required": ["code", "detail", "server_time"],
    }
    return {
        "StreamEndData": end_data,
        "StreamView": _message(
            "view",
            {"$ref": REF.format(name="SeatView")},
            "The caller's view at version `id`.",
            "The caller's view of the match.",
        ),
        "StreamEvent": _message(
            "event",
            {"$ref": REF.format(name="LogEntry")},
            "An event as the caller may see it (version `id`).",
            "The event, as the match's log shows it to the caller.",
        ),
        "StreamEnd": _message(
            "end",
            {"$ref": REF.format(name="StreamEndData")},
            "The last message: the stream closes after it (the match is over, or the token stopped working).",
            "Why the stream ends.",
        ),
        "StreamKeepalive": {
            "type": "object",
            "title": "StreamKeepalive",
            "description": "NDJSON only, while the stream idles (SSE sends a `: keep-alive` comment).",
            "properties": {
                "type": {"const": "keepalive", "description": "The message's kind."},
                "server_time": {"type": "number", "description": "The server's clock, Unix seconds."},
            },
            "required": ["type", "server_time"],
        },
        "StreamMessage": {
            "description": "One message of a live stream, by `type`.",
            "oneOf": [
                {"$ref": REF.format(name=n)} for n in ("StreamView", "StreamEvent", "StreamEnd", "StreamKeepalive")
            ],
            "discriminator": {
                "propertyName": "type",
                "mapping": {
                    k: REF.format(name=n)
                    for k, n in (
                        ("view", "StreamView"),
                        ("event", "StreamEvent"),
                        ("end", "StreamEnd"),
                        ("keepalive", "StreamKeepalive"),
                    )
                },
            },
        },
    }


STREAM_EXAMPLE_END = {"code": "match_finished", "detail": "The match is over.", "server_time": 1767225600.5}


def stream_response() -> dict[str, Any]:
    """Both media types of ``streamEvents``: NDJSON lines are `StreamMessage`s; SSE carries the same."""
    event = {
        "version": 7,
        "type": "chat_posted",
        "seat": 0,
        "at": 1767225600.0,
        "data": {"type": "chat_posted", "seat": 0, "text": "Go on!", "channel": "table", "to": None},
        "server_time": 1767225600.5,
        "text": "Player 1 says: “Go on!”",
    }
    ndjson = {
        "event": {"summary": "An event", "value": {"type": "event", "id": 7, "data": event}},
        "keepalive": {"summary": "A keep-alive", "value": {"type": "keepalive", "server_time": 1767225615.5}},
        "end": {"summary": "The last message", "value": {"type": "end", "id": 7, "data": STREAM_EXAMPLE_END}},
    }
    sse = (
        "retry: 2000\n\n"
        f"id: 7\nevent: event\ndata: {json.dumps(event, separators=(',', ':'))}\n\n"
        ": keep-alive 1767225615.5\n\n"
        f"id: 7\nevent: end\ndata: {json.dumps(STREAM_EXAMPLE_END, separators=(',', ':'))}\n\n"
    )
    return {
        "description": "The stream: first the caller's view (`view`), then each `event` and the new `view`, "
        "and a final `end` when the match is over or the token stops working. The opening view is left "
        "out of these examples for length.",
        "content": {
            "application/x-ndjson": {
                "schema": {"$ref": REF.format(name="StreamMessage")},
                "examples": ndjson,
            },
            "text/event-stream": {
                "schema": {
                    "type": "string",
                    "description": "Server-Sent Events: each message's `event:` is a `StreamMessage`'s `type`, "
                    "`id:` its `id`, `data:` its `data` as JSON.",
                },
                "example": sse,
            },
        },
    }


GAME_DOCUMENT_TAGS = frozenset({"games", "matches", "play", "history", "chat", "stand-ins", "tokens"})
"""The operations a game's document keeps: what a front end playing one game calls. Analytics and ops
(game-agnostic, no game types) stay in the whole document only."""

GAME_UNIONS = ("SeatView", "CreateMatch")
"""Components that choose among the games (``oneOf`` + a ``discriminator`` on ``game``): a game's document
refers to its member (``MaeshoweSeatView``) instead, and has no union. (A union of one member also makes
openapi-python-client drop the operation: it generates the member twice.)"""


def _refs(node: Any, found: set[str]) -> set[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/components/schemas/"):
                found.add(value.rsplit("/", 1)[1])
            else:
                _refs(value, found)
    elif isinstance(node, list):
        for value in node:
            _refs(value, found)
    return found


def game_document_path(game: str) -> str:
    """Where a server serves a game's document, and where it is committed (``openapi/<game>.json``)."""
    return f"/games/{game}/openapi.json"


def for_game(document: Mapping[str, Any], engines: Mapping[str, Engine[Any, Any]], game: str) -> dict[str, Any]:
    """The document of one game: the whole document (`finish`) with every other game taken out.

    Same paths (those a front end playing a match calls, `GAME_DOCUMENT_TAGS`), same component names:
    where the whole document says "any game's" (`SeatView`, `CreateMatch`) it says the game's own
    (`MaeshoweSeatView`, `MaeshoweCreateMatch`),
    `CommandRequest.command` is the game's `<Game>Command`, `LogEntry.data` the game's `<Game>Event`, the
    platform's events or `match_created`; so every body a front end sends or reads (commands, log entries,
    views, legal actions, stream messages) has this game's type, and a generated client decodes each event
    by its `type` among this game's events only. The other games' components are left out.
    """
    if game not in engines:
        raise KeyError(game)
    engine = engines[game]
    prefix = prefix_of(engine)
    out = copy.deepcopy(dict(document))
    schemas: dict[str, Any] = out["components"]["schemas"]
    out = dict(_rename_refs(out, {name: f"{prefix}{name}" for name in GAME_UNIONS}))
    schemas = out["components"]["schemas"]
    for name in GAME_UNIONS:
        del schemas[name]  # "any game's": not a concept of one game's document
    schemas["CommandRequest"]["properties"]["command"] = {  # the game's own union, not an `anyOf` of one
        "$ref": REF.format(name=f"{prefix}Command"),
        "description": f"One of {engine.title}'s commands (`{prefix}Command`), tagged by `action`.",
    }
    data = schemas["LogEntry"]["properties"]["data"]
    others = {REF.format(name=f"{prefix_of(e)}Event") for g, e in engines.items() if g != game}
    data["anyOf"] = [ref for ref in data["anyOf"] if ref.get("$ref") not in others]
    data["description"] = data["description"].replace("one of the game's events (`<Game>Event`)", f"`{prefix}Event`")
    actions = sorted(schemas[f"{prefix}Command"].get("discriminator", {}).get("mapping", {}))
    if actions:
        legal = schemas["LegalAction"]["properties"]["action"]
        legal["enum"] = actions
        legal["description"] = f"The command's `action`: one of {engine.title}'s (`{prefix}Command`)."
    out["paths"] = {
        path: item
        for path, item in out["paths"].items()
        if any(
            GAME_DOCUMENT_TAGS.intersection(operation.get("tags", ()))
            for operation in item.values()
            if isinstance(operation, dict)
        )
    }
    out["tags"] = [tag for tag in out.get("tags", []) if tag["name"] in GAME_DOCUMENT_TAGS]
    out["info"] = {
        **out["info"],
        "title": f"Folie: {engine.title}",
        "description": f"The operations a front end playing {engine.title} calls, typed for {engine.title} "
        f"only: every command, log entry, view, legal action and stream message is {engine.title}'s "
        f"(`{prefix}Command`, `{prefix}Event`, `{prefix}SeatView`). Served at `{game_document_path(game)}`; "
        "`/schema/openapi.json` is every game's and every operation's document, with the same names.\n\n"
        + out["info"].get("description", ""),
    }
    kept: set[str] = set()
    todo = _refs({"paths": out["paths"], "security": out.get("security")}, set())
    todo |= {"Problem"}
    while todo:
        name = todo.pop()
        if name in kept or name not in schemas:
            continue
        kept.add(name)
        todo |= _refs(schemas[name], set()) - kept
    out["components"]["schemas"] = {name: schema for name, schema in schemas.items() if name in kept}
    _game_examples(out, game)
    return out


GAME_EXAMPLES_FILE = Path(__file__).with_name("game_examples.json")
"""Each game's own examples (but Maeshowe's, the whole document's) of the operations whose bodies are the
game's: views, commands, events, options (``python -m tests.support.record_examples``)."""


@functools.cache
def _recorded_game_examples() -> dict[str, dict[str, Any]]:
    if not GAME_EXAMPLES_FILE.exists():
        return {}
    recorded: dict[str, dict[str, Any]] = json.loads(GAME_EXAMPLES_FILE.read_text(encoding="utf-8"))
    return recorded


def _game_examples(document: dict[str, Any], game: str) -> None:
    """A game's document shows that game's bodies: its request and success examples recorded from a match of
    the game replace the whole document's (a Maeshowe view is no Far Cry view)."""
    recorded = _recorded_game_examples().get(game, {})
    for item in document.get("paths", {}).values():
        for operation in item.values():
            example = recorded.get(operation.get("operationId", "")) if isinstance(operation, dict) else None
            if not example:
                continue
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if body is not None and "request" in example:
                body["examples"] = {"recorded": {"summary": "A request", "value": copy.deepcopy(example["request"])}}
            for status, answer in example.get("responses", {}).items():
                content = operation.get("responses", {}).get(status, {}).get("content", {}).get(answer["media"])
                if content is not None:
                    content.pop("example", None)
                    content["examples"] = {
                        "recorded": {"summary": "An answer", "value": copy.deepcopy(answer["value"])}
                    }
