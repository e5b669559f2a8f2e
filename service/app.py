"""The Litestar application: routes, OpenAPI, problem details, lifespan.

Routes are thin: they decode the request, call :class:`~service.matches.MatchService`, and return
msgspec structs. The OpenAPI document (``/schema/openapi.json``, committed as ``openapi/openapi.json``)
is generated from these signatures.
"""

from __future__ import annotations

import pkgutil
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from importlib import import_module
from typing import Annotated, Any

import msgspec
from litestar import Controller, HttpMethod, Litestar, Request, Response, delete, get, post, put, route
from litestar._openapi.plugin import OpenAPIPlugin
from litestar.config.cors import CORSConfig
from litestar.di import NamedDependency, Provide
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Components, Contact, License, Schema, SecurityScheme, Server, Tag
from litestar.params import HeaderParameter, JSONBody, PathParameter, QueryParameter
from litestar.response.base import ASGIResponse

from domain.contract import Engine
from domain.match_events import PLATFORM_EVENTS
from domain.registry import default_engines
from domain.stand_ins import stand_in_bots
from projections.codec import Codec, event_classes
from projections.matches import MatchRepository
from projections.store import EventStore
from projections.views import SeatView
from service import contract_cache, contract_schemas, extensions, problem_codes
from service.extensions import AppContext, Installed
from service.extensions.reference import ReferencePage
from service.languages import current_language
from service.matches import MatchService, UndoResult
from service.problems import EXCEPTION_HANDLERS, ApiError, problem_responses
from service.schemas import (
    ChatLine,
    ChatPage,
    ChatRequest,
    CommandRequest,
    CommandResult,
    CreateMatch,
    EventPage,
    GameDetail,
    GameSummary,
    GameVersion,
    Health,
    MatchCreatedResponse,
    MatchSummary,
    StandInRequest,
    StandInResult,
    TokenRequest,
    UndoAnswer,
    UndoRequest,
    VersionInfo,
)
from service.settings import Settings
from service.version import __version__

API_VERSION = __version__
BEARER: list[dict[str, list[str]]] = [{"bearer": []}]
OPTIONAL_BEARER: list[dict[str, list[str]]] = [{"bearer": []}, {}]
"""Readable without a token too: anonymous callers get what a spectator may see."""
MATCH_ID = PathParameter(description="The match id returned by POST /matches.", max_length=64)
GAME_ID = PathParameter(description="A game id from GET /games (e.g. `maeshowe`).", max_length=64)


def _auth(request: Request[Any, Any, Any]) -> str | None:
    value = request.headers.get("authorization")
    return value if value else None


# -- games ----------------------------------------------------------------------------------------
@get(
    "/games",
    tags=["games"],
    summary="List the games with their option schemas",
    responses=problem_responses(400),
    operation_id="listGames",
)
async def list_games(engines: NamedDependency[dict[str, Engine[Any, Any]]]) -> list[GameSummary]:
    return [
        GameSummary(
            id=game,
            title=engine.in_language(current_language()).display_title(),
            summary=engine.in_language(current_language()).display_summary(),
            rules_version=engine.rules_version,
            min_seats=engine.min_seats,
            max_seats=engine.max_seats,
            options_schema=msgspec.json.schema(engine.options_type),
            bots=sorted(stand_in_bots(engine)),
        )
        for game, engine in sorted(engines.items())
    ]


@get(
    "/games/{game_id:str}",
    tags=["games"],
    summary="One game with its options, command, view and event schemas",
    responses=problem_responses(400, 404),
    operation_id="getGame",
)
async def get_game(
    engines: NamedDependency[dict[str, Engine[Any, Any]]], game_id: Annotated[str, GAME_ID]
) -> GameDetail:
    engine = engines.get(game_id)
    if engine is None:
        raise ApiError(404, "game_not_found", f"No game {game_id!r}; see GET /games.")
    return GameDetail(
        id=game_id,
        title=engine.in_language(current_language()).display_title(),
        summary=engine.in_language(current_language()).display_summary(),
        rules_version=engine.rules_version,
        min_seats=engine.min_seats,
        max_seats=engine.max_seats,
        options_schema=msgspec.json.schema(engine.options_type),
        command_schema=msgspec.json.schema(engine.command_type),
        view_schema=msgspec.json.schema(engine.view_type),
        event_schema=msgspec.json.schema(engine.event_type),
        bots=sorted(stand_in_bots(engine)),
        board=None if engine.board is None else msgspec.to_builtins(engine.board),
        board_schema=None if engine.board is None else msgspec.json.schema(type(engine.board)),
    )


@get("/games/{game_id:str}/openapi.json", include_in_schema=False, sync_to_thread=False)
def get_game_document(
    request: Request[Any, Any, Any],
    engines: NamedDependency[dict[str, Engine[Any, Any]]],
    game_id: Annotated[str, GAME_ID],
) -> dict[str, Any]:
    """The game's own OpenAPI document (``contract_schemas.for_game``, committed as ``openapi/<game>.json``):
    every body typed for this game only. Not an operation of the document, as ``/schema/openapi.json`` is not."""
    if game_id not in engines:
        raise ApiError(404, "game_not_found", f"No game {game_id!r}; see GET /games.")
    kept: dict[str, dict[str, Any]] = request.app.state.setdefault("game_documents", {})
    if game_id not in kept:
        whole = request.app.plugins.get(OpenAPIPlugin).provide_openapi_schema()
        kept[game_id] = contract_schemas.for_game(whole, engines, game_id)
    return kept[game_id]


# -- matches --------------------------------------------------------------------------------------
@post(
    "/matches",
    tags=["matches"],
    summary="Create a match; returns one secret token per seat and a creator token",
    status_code=201,
    responses=problem_responses(400, 404, 413, 422, 503),
    operation_id="createMatch",
)
async def create_match(svc: NamedDependency[MatchService], data: JSONBody[CreateMatch]) -> MatchCreatedResponse:
    return await svc.create(data.game, data.options, data.seed, data.stand_ins, data.seating)


@get(
    "/matches/{match_id:str}",
    tags=["matches"],
    summary="Public summary of a match (status, version, options)",
    responses=problem_responses(400, 404, 503),
    operation_id="getMatch",
)
async def get_match(svc: NamedDependency[MatchService], match_id: Annotated[str, MATCH_ID]) -> MatchSummary:
    return await svc.summary(match_id)


@get(
    "/matches/{match_id:str}/view",
    tags=["matches"],
    summary="The caller's view: a seat's (bearer token), or the spectator's (no token)",
    security=OPTIONAL_BEARER,
    responses=problem_responses(400, 401, 404, 503),
    operation_id="getView",
)
async def get_view(
    svc: NamedDependency[MatchService], request: Request[Any, Any, Any], match_id: Annotated[str, MATCH_ID]
) -> SeatView:
    return await svc.view(match_id, _auth(request))


@get(
    "/matches/{match_id:str}/spectate",
    tags=["matches"],
    summary="The public view: only what every seat knows",
    responses=problem_responses(400, 404, 503),
    operation_id="spectate",
)
async def spectate(svc: NamedDependency[MatchService], match_id: Annotated[str, MATCH_ID]) -> SeatView:
    return await svc.view(match_id, None)


@post(
    "/matches/{match_id:str}/commands",
    tags=["play"],
    summary="Send a command as the seat of the bearer token",
    description=(
        "The command is one of the view's `legal_actions`, filled in. Send `expected_version` to be "
        "told (409) if the match moved on, and an `Idempotency-Key` header to make retries safe: a "
        "repeated key returns the first result and appends nothing."
    ),
    status_code=200,
    security=BEARER,
    responses={
        200: ResponseSpec(CommandResult, description="Request fulfilled, document follows", generate_examples=False),
        **problem_responses(400, 401, 403, 404, 409, 413, 422, 503),
    },
    operation_id="sendCommand",
)
async def post_command(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    data: JSONBody[CommandRequest],
    idempotency_key: Annotated[
        str | None,
        HeaderParameter(
            name="Idempotency-Key",
            min_length=1,
            max_length=200,
            required=False,
            description="A key unique to this command (e.g. a UUID): a retry with the same key returns the "
            "first result (`replayed: true`) and appends nothing.",
        ),
    ] = None,
) -> ASGIResponse:
    result = await svc.command(
        match_id, _auth(request), data.command, key=idempotency_key, expected_version=data.expected_version
    )
    # The hottest route: encoded here and handed to the server as is, which spares Litestar's response
    # pipeline (~50 us a command); the 200's schema is declared in ``responses`` above.
    return ASGIResponse(body=msgspec.json.encode(result), media_type="application/json")


@get(
    "/matches/{match_id:str}/events",
    tags=["history"],
    summary="The event log as the caller may see it (everything once the match is over)",
    security=OPTIONAL_BEARER,
    responses=problem_responses(400, 401, 404, 503),
    operation_id="listEvents",
)
async def get_events(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    after: Annotated[int, QueryParameter(ge=0, le=2**53, description="Return events after this version.")] = 0,
    limit: Annotated[int, QueryParameter(ge=1, le=500, description="The most events to return.")] = 100,
) -> EventPage:
    return await svc.events(match_id, _auth(request), after, limit)


@get(
    "/matches/{match_id:str}/replay",
    tags=["history"],
    summary="The view at a past version: the seat's own during the match, omniscient once it is over",
    security=OPTIONAL_BEARER,
    responses=problem_responses(400, 401, 404, 422, 503),
    operation_id="getReplay",
)
async def get_replay(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    version: Annotated[int, QueryParameter(ge=1, le=2**53)],
) -> SeatView:
    return await svc.replay(match_id, _auth(request), version)


@post(
    "/matches/{match_id:str}/undo",
    tags=["play"],
    summary="Undo back to a version (default: your last command); other seats' commands need their consent",
    status_code=200,
    security=BEARER,
    responses=problem_responses(400, 401, 403, 404, 409, 413, 422, 503),
    operation_id="undo",
)
async def post_undo(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    data: JSONBody[UndoRequest],
) -> UndoResult:
    return await svc.undo(match_id, _auth(request), data.to_version, data.expected_version)


@post(
    "/matches/{match_id:str}/undo/answer",
    tags=["play"],
    summary="Accept or decline a pending undo request that needs your consent",
    status_code=200,
    security=BEARER,
    responses=problem_responses(400, 401, 403, 404, 409, 413, 503),
    operation_id="answerUndo",
)
async def post_undo_answer(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    data: JSONBody[UndoAnswer],
) -> UndoResult:
    return await svc.answer_undo(match_id, _auth(request), data.accept)


class ChatController(Controller):
    """Both chat operations on one path.

    Litestar's automatic OPTIONS handler only lists the methods of the first handler registered on a
    path, so this path answers OPTIONS itself (RFC 9110: ``Allow`` lists every supported method).
    """

    path = "/matches/{match_id:str}/chat"
    tags = ["chat"]

    @route(http_method=HttpMethod.OPTIONS, include_in_schema=False, status_code=204)
    async def allowed_methods(self) -> Response[None]:
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    @post(
        summary="Say something at the table (the game's communication rules apply)",
        status_code=201,
        security=BEARER,
        responses=problem_responses(400, 401, 403, 404, 409, 413, 422, 429, 503),
        operation_id="postChat",
    )
    async def post_chat(
        self,
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, MATCH_ID],
        data: JSONBody[ChatRequest],
    ) -> ChatLine:
        return await svc.chat(match_id, _auth(request), data.text, data.to)

    @get(
        summary="The match's chat, oldest first",
        security=OPTIONAL_BEARER,
        responses=problem_responses(400, 401, 404, 503),
        operation_id="listChat",
    )
    async def get_chat(
        self,
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, MATCH_ID],
        after: Annotated[int, QueryParameter(ge=0, le=2**53, description="Return lines after this version.")] = 0,
        limit: Annotated[int, QueryParameter(ge=1, le=500, description="The most lines to return.")] = 100,
    ) -> ChatPage:
        return await svc.chat_page(match_id, _auth(request), after, limit)


SEAT = PathParameter(description="A seat number of the match, from 0.", ge=0, le=1000)


class StandInController(Controller):
    """A seat's stand-in: a bot that plays the seat while its player is away (creator or admin).

    Both methods share this path, so it answers OPTIONS itself (as the chat path does).
    """

    path = "/matches/{match_id:str}/seats/{seat:int}/stand-in"
    tags = ["stand-ins"]

    @route(http_method=HttpMethod.OPTIONS, include_in_schema=False, status_code=204)
    async def allowed_methods(self) -> Response[None]:
        return Response(None, status_code=204, headers={"Allow": "DELETE, OPTIONS, PUT"})

    @put(
        summary="Hand a seat to a bot (its player left); the bot plays it at once when it is to act",
        description=(
            "From now on the bot plays the seat through the same rules as a player: whenever the seat "
            "must act (or must answer an undo request, which a stand-in always declines), the server "
            "decides the bot's command and stores it after a `stand_in_acted` event. The seat's own "
            "token may still read and chat, but its commands, undo requests and answers are refused "
            "(409 `seat_held_by_stand_in`) until the seat is given back. A player cannot undo a "
            "stand-in's command, nor anything before it. At least one seat stays with a player "
            "(409 `no_human_seat`). Handing a seat to the bot that already holds it changes nothing."
        ),
        status_code=200,
        security=BEARER,
        responses=problem_responses(400, 401, 403, 404, 409, 413, 422, 503),
        operation_id="startStandIn",
    )
    async def start_stand_in(
        self,
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, MATCH_ID],
        seat: Annotated[int, SEAT],
        data: JSONBody[StandInRequest],
    ) -> StandInResult:
        return await svc.start_stand_in(match_id, _auth(request), seat, data.bot, data.expected_version)

    @delete(
        summary="Give a seat back to its player (it came back); its token may play again",
        description="Idempotent: a seat no stand-in holds is left as it is (`changed: false`).",
        status_code=200,
        security=BEARER,
        responses=problem_responses(400, 401, 403, 404, 409, 503),
        operation_id="endStandIn",
    )
    async def end_stand_in(
        self,
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, MATCH_ID],
        seat: Annotated[int, SEAT],
    ) -> StandInResult:
        return await svc.end_stand_in(match_id, _auth(request), seat)


@get("/healthz", tags=["ops"], summary="Liveness", responses=problem_responses(400), operation_id="healthz")
async def healthz(svc: NamedDependency[MatchService]) -> Health:
    return Health(status="ok", store=svc.repo.store.config.kind)


def event_schemas(classes: list[Any]) -> dict[str, int]:
    """``{event tag: schema_version}`` of these event classes."""
    return dict(sorted((str(cls.__struct_config__.tag), cls.schema_version) for cls in classes))


@get(
    "/version",
    tags=["ops"],
    summary="This server's version, and the rules and event schema versions each game pins",
    responses=problem_responses(400),
    operation_id="getVersion",
)
async def get_version(engines: NamedDependency[dict[str, Engine[Any, Any]]]) -> VersionInfo:
    return VersionInfo(
        folie=__version__,
        api=API_VERSION,
        platform_event_schemas=event_schemas(list(PLATFORM_EVENTS)),
        games={
            game: GameVersion(
                rules_version=engine.rules_version, event_schemas=event_schemas(event_classes(engine.event_type))
            )
            for game, engine in sorted(engines.items())
        },
    )


ROUTES: list[Any] = [
    list_games,
    get_game,
    get_game_document,
    create_match,
    get_match,
    get_view,
    spectate,
    post_command,
    get_events,
    get_replay,
    post_undo,
    post_undo_answer,
    ChatController,
    StandInController,
    healthz,
    get_version,
]


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="Folie",
        version=API_VERSION,
        description=(
            "An event-sourced game service. Errors are application/problem+json with a stable `code`. "
            "Seats authenticate with the bearer token returned when the match was created.\n\n"
            "**Live play over WebSocket** (not an HTTP operation, so described here): `GET "
            "/matches/{match_id}/socket` upgrades to a WebSocket of JSON text messages. The client's first "
            'message is `{"type": "hello", "token": "<seat token>", "after": <version, optional>}` (or send '
            "`Authorization` on the upgrade; tokens are never accepted in the URL). The server then sends the "
            "messages of the NDJSON event stream (`event`, `view`, `keepalive`, `end`), the events after "
            "`after` first. A command is "
            '`{"type": "command", "ref": <any>, "command": {...}, "expected_version": n, "idempotency_key": k}`'
            ', answered by `{"type": "result", "ref", "data": CommandResult}` or `{"type": "problem", "ref", '
            '"data": Problem}`, the bodies of POST /matches/{match_id}/commands. Close codes: 4401 the token '
            "was refused or stopped working (after an `end` message), 4404 no such match, 1008 no hello, "
            "1013 too slow to keep up (reconnect with `after`)."
        ),
        servers=[Server(url="/")],
        tags=[
            Tag(name="games", description="The games this server hosts and their schemas."),
            Tag(name="matches", description="Create matches and read views."),
            Tag(name="play", description="Commands and undo."),
            Tag(name="history", description="Event log and replay."),
            Tag(name="chat", description="Table talk, under each game's communication rules."),
            Tag(name="stand-ins", description="Bots that play a seat while its player is away."),
            Tag(name="tokens", description="Seat, creator and spectator tokens: issue, list, revoke."),
            Tag(name="ops", description="Health, readiness and metrics."),
            Tag(name="analytics", description="Reports, SQL and exports over finished matches (analyst or admin)."),
        ],
        license=License(name="MIT", identifier="MIT"),
        contact=Contact(name="Folie maintainers", url="https://folie.dev"),
        components=Components(
            security_schemes={"bearer": SecurityScheme(type="http", scheme="bearer", description="A match token.")}
        ),
        render_plugins=[ReferencePage()],
        path="/schema",
    )


def create_app(
    settings: Settings | None = None,
    *,
    engines: dict[str, Engine[Any, Any]] | None = None,
    clock: Callable[[], float] | None = None,
) -> Litestar:
    """Build the app. Tests pass their own settings (a temporary SQLite file), engines and clock."""
    settings = settings or Settings.from_env()
    engines = dict(default_engines() if engines is None else engines)
    store = EventStore(settings.store)
    repo = MatchRepository(
        store, Codec(engines), engines, snapshot_every=settings.snapshot_every, cache_size=settings.cache_size
    )
    problem_codes.register(engines.values())
    service = MatchService(repo, engines, admin_token=settings.admin_token, **({"clock": clock} if clock else {}))

    context = AppContext(settings=settings, store=store, repo=repo, service=service, engines=engines)
    installed = [install(context) for install in extension_installers()]

    @asynccontextmanager
    async def lifespan(_: Litestar) -> AsyncIterator[None]:
        started: list[Installed] = []
        store.open()
        try:
            for extension in installed:
                for hook in extension.on_startup:
                    await hook()
                started.append(extension)
            yield
        finally:
            for extension in reversed(started):
                for hook in extension.on_shutdown:
                    await hook()
            store.close()

    app = Litestar(
        route_handlers=[*ROUTES, *(route for extension in installed for route in extension.routes)],
        dependencies={
            "svc": Provide(lambda: service, sync_to_thread=False, use_cache=True),
            "engines": Provide(lambda: engines, sync_to_thread=False, use_cache=True),
        },
        exception_handlers=EXCEPTION_HANDLERS,
        openapi_config=openapi_config(),
        request_max_body_size=settings.max_body_bytes,
        cors_config=cors_config(settings),
        middleware=[m for extension in installed for m in extension.middleware],
        lifespan=[lifespan],
        debug=False,
    )
    for wrap in reversed([wrap for extension in installed for wrap in extension.outer]):
        app.asgi_handler = wrap(app.asgi_handler)  # outside routing: unmatched paths pass through too
    _publish_contract(app, engines)
    return app


def _publish_contract(app: Litestar, engines: dict[str, Engine[Any, Any]]) -> None:
    """Serve the typed document (``service.contract_schemas``): the plugin caches the dict it serves.
    Built once per shape of app in a process (``service.contract_cache``)."""

    def build() -> dict[str, Any]:
        _close_request_schemas(app)
        _list_games(app, sorted(engines))
        return contract_schemas.finish(app.plugins.get(OpenAPIPlugin).provide_openapi_schema(), engines)

    app.plugins.get(OpenAPIPlugin)._openapi_schema = contract_cache.document(contract_cache.shape(app, engines), build)


def cors_config(settings: Settings) -> CORSConfig | None:
    """Third-party front ends on other origins: off unless FOLIE_CORS_ORIGINS lists them."""
    if not settings.cors_origins:
        return None
    return CORSConfig(
        allow_origins=list(settings.cors_origins),
        allow_methods=["GET", "POST", "PUT", "DELETE", "OPTIONS"],
        allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID"],
        allow_credentials=False,
        max_age=600,
    )


def extension_installers() -> list[Callable[[AppContext], Installed]]:
    """``install`` of every module in :mod:`service.extensions`, in name order."""
    installers = []
    for module in sorted(pkgutil.iter_modules(extensions.__path__), key=lambda m: m.name):
        installers.append(import_module(f"service.extensions.{module.name}").install)
    return installers


CLOSED_BODIES = (CreateMatch, CommandRequest, UndoRequest, UndoAnswer, ChatRequest, TokenRequest, StandInRequest)


def _list_games(app: Litestar, games: list[str]) -> None:
    """``CreateMatch.game`` is one of the games this server hosts: say so in the document (an enum)."""
    components = app.openapi_schema.components
    schemas = components.schemas or {} if components else {}
    for name, schema in schemas.items():
        if name == "CreateMatch" and schema.properties and "game" in schema.properties:
            game = schema.properties["game"]
            if isinstance(game, Schema):
                game.enum = list(games)


def _close_request_schemas(app: Litestar) -> None:
    """Say in the document what the decoder enforces: request bodies reject unknown fields.

    Litestar does not turn msgspec's ``forbid_unknown_fields`` into ``additionalProperties: false``.
    """
    components = app.openapi_schema.components
    schemas = components.schemas or {} if components else {}
    for struct in CLOSED_BODIES:
        for name, schema in schemas.items():
            if name == struct.__name__ or name.endswith("." + struct.__name__):
                schema.additional_properties = False
