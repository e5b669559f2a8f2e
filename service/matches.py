"""The match service: one async entry point per API operation, over the pure domain and the store.

Per match, operations are serialised by an ``asyncio.Lock`` so a worker decides against its warm
state without races. Pure work (decide, evolve, views) runs on the event loop: it is microseconds.
Blocking store calls run in threads; appends go to the group-commit writer and are awaited as
futures, so the loop never blocks. An append folds its records into the warm match first, then commits
them (with the match's facts when they end it) and tells the live channels; a failed commit puts the
warm match back as the store has it. Correctness across workers comes from the store: an append at a
version someone else took fails (``VersionConflict``), the warm state is refreshed from the tail, and
the caller gets a 409 (or, without ``expected_version``, the command is decided again).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
import uuid
import weakref
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import msgspec
from eventsourcing.persistence import StoredEvent

from domain.chat import decide_chat
from domain.contract import Command, Engine, Event, RuleViolation
from domain.facts import facts_stream, match_facts
from domain.fairness import SeedSource, new_nonce, new_seed
from domain.idempotency import key_slot
from domain.match import create_events, decide_command, decode_options, expire, fairness
from domain.match_events import Record, StandInActed, TokenScope, Undone, UndoRequested
from domain.match_state import Match
from domain.stand_ins import (
    check_player_may_act,
    decide_stand_in_end,
    decide_stand_in_start,
    decode_stand_ins,
    stand_in_records,
    stand_in_seats,
    stand_in_step,
)
from domain.statistics import GameStatistics, declared_statistics
from domain.tokens import decide_issue_token, decide_revoke_token, live_tokens, token_id
from domain.undo import decide_undo, decide_undo_answer
from projections.analytics.facts import decoded, encoded
from projections.matches import MatchRepository
from projections.store import VersionConflict
from projections.views import LogEntry, SeatView, log_entries, seat_view
from service.auth import Principal, Unauthenticated, authenticate, bearer, new_token, token_hash
from service.languages import current_language
from service.problems import ApiError
from service.schemas import (
    ChatLine,
    ChatPage,
    CommandResult,
    EventPage,
    IssuedToken,
    MatchCreatedResponse,
    MatchSummary,
    SeatInvitation,
    SeatToken,
    StandInResult,
    TokenInfo,
    TokenList,
    TokenRevokedResult,
)

log = logging.getLogger("folie.matches")

MAX_PAGE = 500
MAX_KEY_LENGTH = 200
RETRIES = 3
MAX_COMMAND_DEPTH = 6
MAX_COMMAND_ITEMS = 256
"""A command body nests at most this deep and holds at most this many values in all (any listed
action needs far less); deeper or bigger bodies are refused before the engine sees them."""
MAX_TOKEN_TTL = 366 * 24 * 3600.0
MAX_STAND_IN_STEPS = 200
"""Stand-in commands one request plays at most; the rest are played by the next request on the match."""


class UndoResult(msgspec.Struct, frozen=True):
    """``outcome`` is ``undone``, ``requested`` (waiting for other seats), ``accepted`` or ``declined``."""

    outcome: str
    """What happened: `undone` (history went back), `requested` (waiting for the other seats' consent),
    `accepted` or `declined` (an answer to another seat's request)."""
    version: int
    """The match's version after it."""
    view: SeatView
    """The caller's view after it."""


class AppendObserver(Protocol):
    """What :attr:`MatchService.observers` are told, synchronously, on the event loop."""

    def appended(self, match: Match, records: Sequence[Record]) -> None: ...

    def viewed(self, match: Match, seat: int, view: SeatView, lang: str) -> None: ...


class MatchService:
    def __init__(
        self,
        repo: MatchRepository,
        engines: dict[str, Engine[Any, Any]],
        *,
        admin_token: str | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.repo = repo
        self.engines = engines
        self.admin_token = admin_token
        self.clock = clock
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self.observers: list[AppendObserver] = []
        self._declared: dict[str, GameStatistics] | None = None
        """Told of every append this worker makes and every view a command answers with (the live
        channels push them at once instead of reading them back from the store)."""

    # -- plumbing -------------------------------------------------------------------------------
    def lock(self, match_id: str) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[match_id] = lock
        return lock

    def is_locked(self, match_id: str) -> bool:
        """Whether an operation holds the match now (without creating its lock)."""
        lock = self._locks.get(match_id)
        return lock is not None and lock.locked()

    def engine(self, match: Match) -> Engine[Any, Any]:
        """The match's engine, rendering texts in the request's language (``Accept-Language``)."""
        return self.repo.engine(match).in_language(current_language())

    async def load(self, match_id: str, *, known_version: int | None = None) -> Match:
        """The match, refreshed from the store unless the cache is at ``known_version`` already."""
        check_match_id(match_id)
        cached = self.repo.cached(match_id)
        if cached is not None:
            if known_version is not None and cached.version == known_version:
                return cached
            if self.repo.store.config.commits_inline:  # the tail is one indexed read of a local file:
                return self.repo.refresh(cached)  # cheaper here than a thread hand-off and a loop wake-up
        match = await asyncio.to_thread(self.repo.load, match_id)
        if match is None:
            raise ApiError(404, "match_not_found", f"No match with id {match_id}.")
        return match

    def principal(self, match: Match, authorization: str | None) -> Principal:
        token = bearer(authorization)
        if authorization and token is None:
            raise ApiError(401, "invalid_token", "Use 'Authorization: Bearer <token>'.")
        try:
            return authenticate(match, token, self.admin_token, self.clock())
        except Unauthenticated as refused:
            raise ApiError(401, refused.code, refused.message) from None

    def seat_of(self, match: Match, authorization: str | None) -> int:
        who = self.principal(match, authorization)
        if who.kind == "anonymous":
            raise ApiError(401, "token_required", "Acting in a match needs a seat's bearer token.")
        if who.kind != "seat" or who.seat is None:
            raise ApiError(403, "seat_token_required", "Only a seat's token may act in a match.")
        return who.seat

    def manager(self, match: Match, authorization: str | None, what: str = "tokens") -> Principal:
        """The creator or the admin: who may manage a match's tokens and stand-ins."""
        who = self.principal(match, authorization)
        if who.kind == "anonymous":
            raise ApiError(401, "token_required", f"Managing {what} needs the creator's bearer token.")
        if who.kind not in ("creator", "admin"):
            raise ApiError(403, "creator_token_required", f"Only the match's creator (or an admin) manages {what}.")
        return who

    def player_seat(self, match: Match, authorization: str | None) -> int:
        """The seat of the bearer token, if its player may play now (not while a stand-in holds it)."""
        seat = self.seat_of(match, authorization)
        self.check_player(match, seat)
        return seat

    @staticmethod
    def check_player(match: Match, seat: int) -> None:
        """409 ``seat_held_by_stand_in`` while a stand-in plays ``seat`` (its token may read, not play)."""
        try:
            check_player_may_act(match, seat)
        except RuleViolation as violation:
            raise ApiError.from_violation(violation, current_version=match.version) from violation

    @staticmethod
    def records(match: Match, events: Sequence[Event], seat: int | None, now: float, **envelope: Any) -> list[Record]:
        start = match.version
        return [
            Record(version=start + i + 1, event=event, cmd=start, seat=seat, at=now, **envelope)
            for i, event in enumerate(events)
        ]

    async def append(self, match: Match, records: list[Record]) -> None:
        """Fold ``records`` into the warm match, then make them durable in one commit, with the match's
        facts when they finish it (so no crash can leave a finished match without its facts).

        The caller holds the match's lock, so nobody sees the folded match before the commit: its
        observers (the live channels) are told only after it, and a command is answered only after it.
        A commit that fails (a version conflict, a failing disk, a cancelled caller) puts the warm match
        back as the store has it (or drops it from the cache), so nothing refused is ever served.
        """
        if not records:
            return
        before = match.version
        finished = match.finished_at is not None
        try:
            if any(isinstance(r.event, Undone) for r in records):
                await asyncio.to_thread(self._apply, match, records)
            else:
                self._apply(match, records)
        except Exception:
            self.repo.forget(match.id)  # never serve a half-applied warm state
            raise
        stored = self.repo.encode(match.id, records)
        if not finished and match.finished_at is not None:
            facts = await self._facts(match, records)
            if facts is not None:
                stored.append(facts)
        try:
            await self.repo.store.writer.submit_async(stored)
        except asyncio.CancelledError:
            self.repo.forget(match.id)  # the commit may still land: the next load reads the store
            raise
        except BaseException:
            await self._restore(match)
            raise
        if self.repo.snapshot_due(before, match.version):
            self.repo.store.writer.submit_snapshot(self.repo.make_snapshot(match))
        for observer in self.observers:
            observer.appended(match, records)

    async def _facts(self, match: Match, records: list[Record]) -> StoredEvent | None:
        """The facts of a match that ``records`` (not stored yet) finish (:mod:`domain.facts`: its
        outcome, seats and statistics, computed once here so that analytics never fold a match), as the
        next version of its facts stream. Never fails the command: a match left without facts gets them
        from ``folie project --facts missing``."""
        try:
            if self._declared is None:
                self._declared = declared_statistics(self.repo.engines)
            declared = self._declared
            engine = self.repo.engine(match)
            earlier, last = await asyncio.to_thread(self._stored_for_facts, match.id, records[0].version)
            facts = match_facts(engine, declared.get(match.game), match.id, [*earlier, *records])
            return None if facts is None else encoded(self.repo.codec, facts, last + 1)
        except Exception:
            log.exception("the facts of finished match %s could not be computed", match.id)
            return None

    def _stored_for_facts(self, match_id: str, first: int) -> tuple[list[Record], int]:
        """The match's stored records before version ``first``, and its facts stream's last version."""
        earlier = decoded(self.repo.codec, self.repo.store.select(uuid.UUID(match_id), upto=first - 1))
        return earlier, self.repo.store.last_version(facts_stream(match_id))

    async def _restore(self, match: Match) -> None:
        """Put the warm ``match`` (folded ahead of a commit that failed) back as the store has it, in
        place (its callers hold it); if the store cannot be read either, drop it from the cache."""
        try:
            if self.repo.store.config.commits_inline:
                fresh = self.repo.build(match.id)
            else:
                fresh = await asyncio.to_thread(self.repo.build, match.id)
        except Exception:
            fresh = None
        if fresh is None:
            self.repo.forget(match.id)
            return
        for name in match.__struct_fields__:
            setattr(match, name, getattr(fresh, name))

    def _apply(self, match: Match, records: list[Record]) -> None:
        for record in records:
            self.repo.apply(match.id, match, record)

    async def settle(self, match: Match, now: float) -> list[Record]:
        """Append the deadline events due by ``now`` (lazy expiry on any request), then let stand-ins
        play until a player must act; returns what was appended."""
        engine = self.engine(match)
        appended: list[Record] = []
        events = expire(engine, match, now)
        if events:
            records = self.records(match, events, None, now)
            await self.append(match, records)
            appended.extend(records)
        if match.stand_ins:
            appended.extend(await self.play_stand_ins(match, now))
        return appended

    async def play_stand_ins(self, match: Match, now: float, answering: str | None = None) -> list[Record]:
        """Append stand-in commands while one of their seats must act (at most ``MAX_STAND_IN_STEPS``).

        Each command is appended on its own, so it is decided on the state the previous one left. If
        another worker appended first, the warm match is refreshed and the next step decided again on
        it (stand-ins are deterministic: both workers would have chosen the same command).
        ``answering``: the digest of the keyed request these commands answer, stored with them so a
        replay of that request shows them (and only them) as its first response did.
        """
        engine = self.engine(match)
        appended: list[Record] = []
        for _ in range(MAX_STAND_IN_STEPS):
            try:
                step = stand_in_step(engine, match, now)
                records = [] if step is None else stand_in_records(match, step, now, answering)
            except Exception:
                # What the caller did is stored already: a stand-in failing to decide must not turn it
                # into a 500 (a retry would repeat it) nor make the match unreadable. Nothing of the
                # stand-in's was stored; it tries again on the next request.
                log.exception("stand-in step failed on match %s", match.id)
                break
            if not records:
                break
            try:
                await self.append(match, records)
            except VersionConflict:
                await asyncio.to_thread(self.repo.refresh, match)
                continue
            except Exception:  # likewise for storing them: the caller's own events are stored already
                log.exception("stand-in command not stored on match %s", match.id)
                break
            appended.extend(records)
        return appended

    # -- games and matches ----------------------------------------------------------------------
    async def create(
        self,
        game: str,
        options: dict[str, Any],
        seed: int | None,
        stand_ins: dict[str, str] | None = None,
        seating: str = "tokens",
    ) -> MatchCreatedResponse:
        """A new match. Without ``seed`` the server draws one and commits to it (see
        :mod:`domain.fairness`); ``seating="invitations"`` hands out one code per seat, not tokens."""
        engine = self.engines.get(game)
        if engine is None:
            raise ApiError(404, "game_not_found", f"No game {game!r}; see GET /games.")
        now = self.clock()
        source: SeedSource = "server" if seed is None else "caller"
        seed, nonce = new_seed() if seed is None else (seed, new_nonce())
        creator = new_token()
        try:
            typed = decode_options(engine, options)
            bots = decode_stand_ins(engine, engine.seats(typed), stand_ins or {})
        except RuleViolation as violation:
            raise ApiError.from_violation(violation) from violation
        count = engine.seats(typed)
        invited = seating == "invitations"
        tokens = [] if invited else [new_token() for _ in range(count)]
        codes = [new_token() for _ in range(count)] if invited else []
        events = create_events(
            engine,
            typed,
            seed,
            [token_hash(t) for t in tokens] if tokens else [""] * count,
            token_hash(creator),
            now,
            bots,
            seed_source=source,
            seed_nonce=nonce,
            invitations=[token_hash(c) for c in codes] if invited else None,
        )
        match_id = str(uuid.uuid4())
        records = [Record(version=i + 1, event=e, cmd=0, at=now) for i, e in enumerate(events)]
        await self.repo.store.writer.submit_async(self.repo.encode(match_id, records))
        match: Match | None = None
        for record in records:
            match = self.repo.apply(match_id, match, record)
        assert match is not None
        self.repo.remember(match)
        if match.stand_ins:
            async with self.lock(match_id):
                await self.play_stand_ins(match, now)
        return MatchCreatedResponse(
            match_id=match_id,
            game=game,
            version=match.version,
            seats=[SeatToken(seat, token) for seat, token in enumerate(tokens)],
            creator_token=creator,
            invitations=[SeatInvitation(seat, code) for seat, code in enumerate(codes)],
            fairness=fairness(engine, match),
        )

    async def summary(self, match_id: str) -> MatchSummary:
        async with self.lock(match_id):
            match = await self.load(match_id)
            await self.settle(match, self.clock())
            engine = self.engine(match)
            return MatchSummary(
                match_id=match.id,
                game=match.game,
                title=engine.title,
                rules_version=match.rules_version,
                options=match.options,
                seats=match.seats,
                version=match.version,
                created_at=match.created_at,
                updated_at=match.updated_at,
                status=engine.status(match.state),
                chat_count=match.chat_count,
                stand_ins=stand_in_seats(match),
                seed_source=match.seed_source,
            )

    async def view(self, match_id: str, authorization: str | None) -> SeatView:
        async with self.lock(match_id):
            match = await self.load(match_id)
            who = self.principal(match, authorization)
            await self.settle(match, self.clock())
            return self._view(match, who)

    def _view(self, match: Match, who: Principal) -> SeatView:
        return seat_view(self.engine(match), match, who.seat, omniscient=who.kind == "admin", now=self.clock())

    # -- commands -------------------------------------------------------------------------------
    async def command(
        self,
        match_id: str,
        authorization: str | None,
        body: dict[str, Any],
        *,
        key: str | None = None,
        expected_version: int | None = None,
    ) -> CommandResult:
        if key is not None and not 0 < len(key) <= MAX_KEY_LENGTH:
            raise ApiError(400, "invalid_idempotency_key", f"Idempotency-Key must be 1-{MAX_KEY_LENGTH} characters.")
        digest = hashlib.sha256(msgspec.json.encode(body, order="sorted")).hexdigest() if key else None
        async with self.lock(match_id):
            for _ in range(RETRIES):
                match = await self.load(match_id, known_version=expected_version)
                seat = self.seat_of(match, authorization)
                engine = self.engine(match)
                if key is not None and key_slot(seat, key) in match.keys:
                    return await self._replay(match, seat, key, digest)
                if expected_version is not None and expected_version != match.version:
                    raise ApiError(
                        409,
                        "version_conflict",
                        f"The match is at version {match.version}, not {expected_version}.",
                        current_version=match.version,
                    )
                now = self.clock()
                settled = await self.settle(match, now)
                if expected_version is not None and any(isinstance(r.event, StandInActed) for r in settled):
                    raise ApiError(
                        409,
                        "version_conflict",
                        f"A stand-in played first; the match is at version {match.version}.",
                        current_version=match.version,
                    )
                self.check_player(match, seat)
                command = self._decode(engine, match, seat, body)
                try:
                    decision = decide_command(engine, match, seat, command, now)
                except RuleViolation as violation:
                    raise self._illegal(engine, match, seat, violation) from violation
                barrier = decision.barrier is not None
                records = self.records(match, decision.events, seat, now, key=key, digest=digest, barrier=barrier)
                try:
                    await self.append(match, records)
                except VersionConflict:
                    await asyncio.to_thread(self.repo.refresh, match)
                    if expected_version is not None:
                        raise ApiError(
                            409,
                            "version_conflict",
                            "Another command was stored first.",
                            current_version=match.version,
                        ) from None
                    continue
                answered = await self.play_stand_ins(match, now, digest) if match.stand_ins else []
                view = seat_view(engine, match, seat, now=self.clock())
                for observer in self.observers:
                    observer.viewed(match, seat, view, current_language())
                return CommandResult(
                    match_id=match.id,
                    version=match.version,
                    events=log_entries(engine, (*records, *answered), seat),
                    view=view,
                )
            raise ApiError(409, "version_conflict", "The match is busy; try again.", current_version=None)

    def _decode(self, engine: Engine[Any, Any], match: Match, seat: int, body: dict[str, Any]) -> Command:
        if not _within_limits(body):
            raise ApiError(
                422,
                "command_too_large",
                f"A command nests at most {MAX_COMMAND_DEPTH} levels and holds at most {MAX_COMMAND_ITEMS} values.",
                current_version=match.version,
            )
        try:
            command: Command = engine.parse_command(body)
        except msgspec.ValidationError as error:
            legal = engine.legal_actions(match.state, seat)
            action = body.get("action")
            if engine.command_class(action) is None:
                raise ApiError(
                    422,
                    "unknown_action",
                    f"Unknown action {action!r}; this game's actions are {engine.actions()}.",
                    legal_actions=legal,
                    current_version=match.version,
                ) from error
            raise ApiError(
                422,
                "invalid_command",
                f"Malformed {action!r} command: {error}",
                legal_actions=legal,
                current_version=match.version,
            ) from error
        return command

    def _illegal(self, engine: Engine[Any, Any], match: Match, seat: int, violation: RuleViolation) -> ApiError:
        legal = [] if engine.status(match.state).finished else engine.legal_actions(match.state, seat)
        return ApiError.from_violation(engine.explain(violation), legal_actions=legal, current_version=match.version)

    async def _replay(self, match: Match, seat: int, key: str, digest: str | None) -> CommandResult:
        """The first result for a repeated ``Idempotency-Key`` (nothing is appended)."""
        first = match.keys[key_slot(seat, key)]
        if first.digest != digest:
            raise ApiError(
                422,
                "idempotency_key_reused",
                "This Idempotency-Key was already used for a different request.",
                current_version=match.version,
            )
        engine = self.engine(match)
        cap = first.end - first.start + MAX_STAND_IN_STEPS * 64  # the command, then its answers at most
        records = await asyncio.to_thread(self.repo.records, match.id, first.start, match.version, cap)
        end = _answered_end(records, first.end, first.digest)
        records = [r for r in records if r.version <= end]
        then = match if end == match.version else await asyncio.to_thread(self.repo.state_at, match.id, end)
        return CommandResult(
            match_id=match.id,
            version=end,
            events=log_entries(engine, records, seat),
            view=seat_view(engine, then, seat, now=self.clock()),
            replayed=True,
        )

    # -- undo -----------------------------------------------------------------------------------
    async def undo(
        self, match_id: str, authorization: str | None, to_version: int | None, expected_version: int | None
    ) -> UndoResult:
        async with self.lock(match_id):
            match = await self.load(match_id)
            seat = self.player_seat(match, authorization)
            if expected_version is not None and expected_version != match.version:
                raise ApiError(
                    409, "version_conflict", f"The match is at version {match.version}.", current_version=match.version
                )
            await self.settle(match, self.clock())  # a deadline due first raises the undo floor
            engine = self.engine(match)
            try:
                events = decide_undo(engine, match, seat, to_version)
            except RuleViolation as violation:
                raise ApiError.from_violation(violation, current_version=match.version) from violation
            now = self.clock()
            await self.append_or_conflict(match, self.records(match, events, seat, now))
            if match.stand_ins:
                await self.play_stand_ins(match, now)
            outcome = "requested" if isinstance(events[-1], UndoRequested) else "undone"
            return UndoResult(outcome, match.version, seat_view(engine, match, seat, now=self.clock()))

    async def answer_undo(self, match_id: str, authorization: str | None, accept: bool) -> UndoResult:
        async with self.lock(match_id):
            match = await self.load(match_id)
            seat = self.player_seat(match, authorization)
            await self.settle(match, self.clock())  # a deadline due before the answer voids the request
            try:
                events = decide_undo_answer(match, seat, accept)
            except RuleViolation as violation:
                raise ApiError.from_violation(violation, current_version=match.version) from violation
            now = self.clock()
            await self.append_or_conflict(match, self.records(match, events, seat, now))
            if match.stand_ins:
                await self.play_stand_ins(match, now)
            outcome = "undone" if isinstance(events[-1], Undone) else ("accepted" if accept else "declined")
            view = seat_view(self.engine(match), match, seat, now=self.clock())
            return UndoResult(outcome, match.version, view)

    async def append_or_conflict(self, match: Match, records: list[Record]) -> None:
        """Store ``records`` made by a manager or the platform, or answer 409 if the match moved on."""
        try:
            await self.append(match, records)
        except VersionConflict:
            await asyncio.to_thread(self.repo.refresh, match)
            raise ApiError(
                409, "version_conflict", "Another command was stored first.", current_version=match.version
            ) from None

    # -- chat -----------------------------------------------------------------------------------
    async def chat(self, match_id: str, authorization: str | None, text: str, to: list[int] | None = None) -> ChatLine:
        async with self.lock(match_id):
            match = await self.load(match_id)
            seat = self.seat_of(match, authorization)
            now = self.clock()
            await self.settle(match, now)
            try:
                events = decide_chat(self.engine(match), match, seat, text, now, to)
            except RuleViolation as violation:
                told = self.engine(match).explain(violation)  # the game's talk rules, in the reader's language
                raise ApiError.from_violation(told, current_version=match.version) from violation
            records = self.records(match, events, seat, now, barrier=True)
            await self.append_or_conflict(match, records)
            if match.stand_ins and len(records) > 1:  # a penalty changed the game: a stand-in may be due
                await self.play_stand_ins(match, now)
            line = records[0]
            return ChatLine(line.version, seat, getattr(line.event, "text", ""), now, getattr(line.event, "to", None))

    async def chat_page(self, match_id: str, authorization: str | None, after: int, limit: int) -> ChatPage:
        page = await self.events(match_id, authorization, after, limit)
        lines = [
            ChatLine(
                e.version,
                e.seat if e.seat is not None else -1,
                str(getattr(e.data, "text", "")),
                e.at,
                getattr(e.data, "to", None),
            )
            for e in page.items
            if e.type == "chat_posted"
        ]
        return ChatPage(lines, page.next_after)

    # -- tokens ---------------------------------------------------------------------------------
    async def tokens(self, match_id: str, authorization: str | None) -> TokenList:
        match = await self.load(match_id)
        self.manager(match, authorization)
        return TokenList(
            [
                TokenInfo(token_id(digest), scope, seat, match.token_expiry.get(digest))
                for scope, seat, digest in live_tokens(match)
            ],
            match.version,
        )

    async def issue_token(
        self,
        match_id: str,
        authorization: str | None,
        scope: TokenScope,
        seat: int | None,
        ttl_seconds: float | None,
    ) -> IssuedToken:
        """A new token; for a seat or the creator it replaces the old one, which stops working."""
        async with self.lock(match_id):
            match = await self.load(match_id)
            self.manager(match, authorization)
            now = self.clock()
            expires_at = None if ttl_seconds is None else now + min(ttl_seconds, MAX_TOKEN_TTL)
            token = new_token()
            try:
                events = decide_issue_token(match, scope, seat, token_hash(token), expires_at, now)
            except RuleViolation as violation:
                raise ApiError.from_violation(violation, current_version=match.version) from violation
            await self.append_or_conflict(match, self.records(match, events, None, now))
            return IssuedToken(token_id(token_hash(token)), scope, seat, token, expires_at, match.version)

    async def revoke_token(self, match_id: str, authorization: str | None, name: str) -> TokenRevokedResult:
        async with self.lock(match_id):
            match = await self.load(match_id)
            self.manager(match, authorization)
            try:
                events = decide_revoke_token(match, name)
            except RuleViolation as violation:
                raise ApiError.from_violation(violation, current_version=match.version) from violation
            await self.append_or_conflict(match, self.records(match, events, None, self.clock()))
            return TokenRevokedResult(name, match.version)

    # -- stand-ins ------------------------------------------------------------------------------
    async def start_stand_in(
        self, match_id: str, authorization: str | None, seat: int, bot: str, expected_version: int | None = None
    ) -> StandInResult:
        """Hand ``seat`` to the stand-in ``bot`` (its player left); it plays at once if it is to act."""
        async with self.lock(match_id):
            match = await self.load(match_id)
            self.manager(match, authorization, "stand-ins")
            if expected_version is not None and expected_version != match.version:
                raise ApiError(
                    409, "version_conflict", f"The match is at version {match.version}.", current_version=match.version
                )
            engine = self.engine(match)
            now = self.clock()
            settled = await self.settle(match, now)
            if expected_version is not None and settled:  # a deadline or a stand-in moved the match first
                moved = f"The match moved on to version {match.version}."
                raise ApiError(409, "version_conflict", moved, current_version=match.version)
            try:
                events = decide_stand_in_start(engine, match, seat, bot)
            except RuleViolation as violation:
                raise ApiError.from_violation(violation, current_version=match.version) from violation
            await self.append_or_conflict(match, self.records(match, events, None, now))
            await self.play_stand_ins(match, now)
            return self._stand_in_result(match, seat, bool(events))

    async def end_stand_in(self, match_id: str, authorization: str | None, seat: int) -> StandInResult:
        """Give ``seat`` back to its player (the player came back); idempotent."""
        async with self.lock(match_id):
            match = await self.load(match_id)
            self.manager(match, authorization, "stand-ins")
            engine = self.engine(match)
            now = self.clock()
            await self.settle(match, now)
            try:
                events = decide_stand_in_end(engine, match, seat)
            except RuleViolation as violation:
                raise ApiError.from_violation(violation, current_version=match.version) from violation
            await self.append_or_conflict(match, self.records(match, events, None, now))
            return self._stand_in_result(match, seat, bool(events))

    def _stand_in_result(self, match: Match, seat: int, changed: bool) -> StandInResult:
        held = match.stand_ins.get(seat)
        return StandInResult(
            match_id=match.id,
            seat=seat,
            bot=held.bot if held is not None else None,
            changed=changed,
            version=match.version,
            status=self.engine(match).status(match.state),
            stand_ins=stand_in_seats(match),
        )

    # -- history --------------------------------------------------------------------------------
    async def events(self, match_id: str, authorization: str | None, after: int, limit: int) -> EventPage:
        async with self.lock(match_id):
            return await self._events(match_id, authorization, after, limit)

    async def _events(self, match_id: str, authorization: str | None, after: int, limit: int) -> EventPage:
        limit = max(1, min(limit, MAX_PAGE))
        match = await self.load(match_id)
        who = self.principal(match, authorization)
        engine = self.engine(match)
        omniscient = who.kind == "admin" or engine.status(match.state).finished
        records = await asyncio.to_thread(self.repo.records, match.id, after, None, limit + 1)
        more = len(records) > limit
        records = records[:limit]
        items: list[LogEntry] = log_entries(engine, records, who.seat, omniscient=omniscient)
        return EventPage(items, records[-1].version if more and records else None, omniscient)

    async def replay(self, match_id: str, authorization: str | None, version: int) -> SeatView:
        """The view at ``version``: the seat's own during the match, omniscient once it is over."""
        async with self.lock(match_id):
            return await self._replay_view(match_id, authorization, version)

    async def _replay_view(self, match_id: str, authorization: str | None, version: int) -> SeatView:
        match = await self.load(match_id)
        who = self.principal(match, authorization)
        engine = self.engine(match)
        if not 1 <= version <= match.version:
            raise ApiError(
                422, "version_out_of_range", f"Versions run from 1 to {match.version}.", current_version=match.version
            )
        then = await asyncio.to_thread(self.repo.state_at, match.id, version)
        if then.state is None:
            raise ApiError(
                422,
                "version_out_of_range",
                f"Version {version} is inside the set-up; the first playable version is later.",
                current_version=match.version,
            )
        omniscient = who.kind == "admin" or engine.status(match.state).finished
        return seat_view(engine, then, who.seat, omniscient=omniscient, now=self.clock())


def _answered_end(records: Sequence[Record], end: int, digest: str) -> int:
    """The version after a command and the stand-in commands that answered it in the same request.

    ``records`` run from the command on; the answers are the stand-in commands right after ``end``
    (each opens with :class:`StandInActed`, all its records share one ``cmd``) that the same request
    stored, which carry its digest. A replayed result must show what the first response showed."""
    group: int | None = None
    for record in records:
        if record.version <= end:
            continue
        if record.digest != digest:
            break  # stored by a later request (stand-ins that stopped at the cap carried on there)
        if isinstance(record.event, StandInActed):
            group = record.cmd
        elif record.cmd != group:
            break
        end = record.version
    return end


def check_match_id(match_id: str) -> None:
    """404 unless ``match_id`` is a UUID written as ``POST /matches`` returns it (lower case, dashes).

    Locks, the warm cache and live channels are keyed by the id as written, so another spelling of
    the same UUID (upper case, braces, no dashes, ``urn:uuid:``) is refused with the canonical form."""
    try:
        canonical = str(uuid.UUID(match_id))
    except ValueError:
        raise ApiError(404, "match_not_found", f"No match with id {match_id[:64]!r}.") from None
    if canonical != match_id:
        raise ApiError(
            404,
            "match_id_not_canonical",
            f"Match ids are written in lower case with dashes, as POST /matches returns them: use {canonical}.",
        )


def _within_limits(body: Any) -> bool:
    """``body`` nests at most ``MAX_COMMAND_DEPTH`` deep and holds at most ``MAX_COMMAND_ITEMS`` values."""
    budget = MAX_COMMAND_ITEMS
    stack: list[tuple[Any, int]] = [(body, 1)]
    while stack:
        value, depth = stack.pop()
        budget -= 1
        if budget < 0 or depth > MAX_COMMAND_DEPTH:
            return False
        if isinstance(value, dict):
            stack.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
    return True
