"""The live hub: what the event stream and the WebSocket share (channels, batches, frames, openings).

The routes are above it (:mod:`service.extensions.live` for the streams, :mod:`service.live_socket`
for the socket); this module depends on neither.

The first message is the caller's full view; then each new event as that caller may see it, followed
by the new view; comments keep idle connections open. Ids are match versions, so a client resumes
with ``Last-Event-ID`` (or ``?after=``) and receives exactly the events it missed.

A worker's own appends (commands, deadlines, stand-ins) are pushed at once: :class:`MatchService`
tells the hub of every append and of the view each command answered with, so the channel sends
those records and reuses that view for the seat's stream (nothing read back, nothing computed twice).
Every worker also follows the store's notification log, so it pushes whatever other workers appended:

* PostgreSQL: eventsourcing sends ``NOTIFY`` on every insert; a ``LISTEN`` connection wakes the
  follower at once (with a slow poll as a safety net if a notification is ever missed);
* SQLite shared by several worker processes: the follower polls the notification log (one indexed
  read every ``FOLIE_LIVE_POLL_SECONDS`` while someone listens);
* SQLite written by this process only (commits on the loop, the single-worker default): every append
  is this worker's own and pushed at once, so the follower reads the log every
  ``FOLIE_LIVE_FALLBACK_SECONDS`` only, as a net; with nobody listening it sleeps until someone joins.

Per match, one :class:`Channel` loads the match once per change and computes one view per audience
(each seat, the public, the admin), however many clients listen: 1,000 spectators cost one view.
A client too slow to keep up is disconnected rather than buffered without bound; it resumes.

A stream lives no longer than the token it was opened with. Rotation and revocation are events in
the match's stream, so the channel of every worker sees them when it loads the match: each
subscriber's token is checked again then, and one that no longer works gets the events stored before
the change, an ``end`` message saying why, and the end of the stream. Expiry is time: it is checked
before each message and on a timer. :meth:`LiveSettings.credential_bound` states the delay.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import AsyncGenerator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

from domain.match_events import CREDENTIAL_EVENTS, Record
from domain.match_state import Match
from domain.texts import DEFAULT_LANG
from projections.views import SeatView, in_log, log_entry, seat_view
from service import problem_codes
from service.auth import Principal, Unauthenticated, authenticate, token_hash
from service.extensions import AppContext
from service.problems import ApiError

log = logging.getLogger("folie.live")
_T = TypeVar("_T")

MATCH_OVER = "match_finished"
"""The code of the `end` message a stream closes with when its match is over."""

ANSWERED_MAX = 64
"""Most answered commands a socket's stream remembers to step over (more: it sends them again)."""

RECENT_MAX = 4096
"""Most records a channel keeps from this worker's appends for subscribers not yet sent them."""

FOLLOW_BACKOFF_MAX = 5.0
"""Longest pause (seconds) between tries while the notification log cannot be read."""

SSE = "text/event-stream"
NDJSON = "application/x-ndjson"

Audience = tuple[str, int | None, str]
"""Who reads a stream: kind (seat, public, admin), seat, and the language its texts are rendered in."""
"""Who a message is for: ``("seat", n)``, ``("public", None)`` or ``("admin", None)``."""


@dataclass(frozen=True)
class LiveSettings:
    """From the environment, so tests and deployments tune them without touching ``Settings``."""

    keepalive_seconds: float = 15.0
    poll_seconds: float = 0.05
    listen_fallback_seconds: float = 1.0
    queue_size: int = 256
    token_check_seconds: float = 1.0
    """How often a stream whose token expires checks the clock (besides at each message and at the
    expiry instant itself), so a clock that jumps ahead is noticed too."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> LiveSettings:
        env = os.environ if env is None else env
        return cls(
            keepalive_seconds=float(env.get("FOLIE_LIVE_KEEPALIVE_SECONDS") or 15.0),
            poll_seconds=float(env.get("FOLIE_LIVE_POLL_SECONDS") or 0.05),
            listen_fallback_seconds=float(env.get("FOLIE_LIVE_FALLBACK_SECONDS") or 1.0),
            queue_size=int(env.get("FOLIE_LIVE_QUEUE") or 256),
            token_check_seconds=float(env.get("FOLIE_LIVE_TOKEN_CHECK_SECONDS") or 1.0),
        )

    def credential_bound(self, store_kind: str, one_writer: bool = False) -> float:
        """The longest a stream outlives its token, in seconds, on every worker.

        Rotation and revocation are events in the match's stream: a worker sees them within one
        follower interval (the SQLite poll; on PostgreSQL the ``NOTIFY`` at once, or the fallback poll
        if one is lost). Expiry is checked at each message and on a timer. Then one match load and
        one write: 1 s is ample for those. Defaults: 1.05 s on SQLite shared by several worker
        processes, 2 s on PostgreSQL. ``one_writer``: SQLite written by this process only
        (:attr:`~projections.store.StoreConfig.commits_inline`): its own changes are pushed at once,
        and the log is read at the fallback interval only, as a net for a writer that should not be
        there (2 s with the defaults).
        """
        slow = store_kind == "postgres" or one_writer
        follow = self.listen_fallback_seconds if slow else self.poll_seconds
        return max(follow, min(self.token_check_seconds, self.keepalive_seconds)) + 1.0


@dataclass(eq=False)
class Batch:
    """What changed in one match: records ``(start, end]`` and the views at ``end``."""

    start: int
    end: int
    records: Sequence[Record]
    views: dict[Audience, SeatView]
    omniscient_log: bool
    context: Any
    server_time: float | None = None
    """When the batch was made: every message built from it carries this time."""
    encoded: dict[tuple[Audience, str], bytes] = field(default_factory=dict)


@dataclass(eq=False)
class Ending:
    """The subscriber's token stopped working: the events it may still see (stored before the
    change), then why the stream ends."""

    code: str
    detail: str
    records: Sequence[Record] = ()
    context: Any = None
    omniscient_log: bool = False


CLOSE = object()


@dataclass(eq=False)
class Subscriber:
    match_id: str
    audience: Audience
    queue: asyncio.Queue[Any]
    queued: int | None = None
    """The version up to which batches were queued (``None`` until its first view is loaded)."""
    closed: bool = False
    token: str | None = None
    """The bearer token the stream was opened with, checked again whenever the match changes."""
    principal: Principal | None = None
    expires_at: float | None = None
    answered: list[tuple[int, int]] = field(default_factory=list)
    """A socket's commands answered with their events ``(start, end]`` and the view at ``end``, not
    yet reached by the stream: it steps over them instead of sending them a second time (the mover
    gets one message a move). See :meth:`answer`."""

    def answer(self, start: int, end: int) -> None:
        """The client was sent the events ``(start, end]`` and the view at ``end`` (a command's result)."""
        if len(self.answered) >= ANSWERED_MAX:
            del self.answered[0]
        self.answered.append((start, end))

    def step_over(self, sent: int, batch: Batch) -> int:
        """``sent`` moved past what the client was answered already, up to ``batch``'s end."""
        for start, end in sorted(self.answered):
            if start <= sent < end <= batch.end:
                sent = end
        self.answered = [r for r in self.answered if r[1] > sent]
        return sent


def credential_refusal(svc: Any, match: Match, subscriber: Subscriber, now: float) -> Unauthenticated | None:
    """Why ``subscriber``'s token no longer works for ``match`` at ``now`` (``None``: it still does)."""
    if subscriber.token is None:
        return None
    try:
        who = authenticate(match, subscriber.token, svc.admin_token, now)
    except Unauthenticated as refused:
        return refused
    if who != subscriber.principal:
        return Unauthenticated("token_revoked", "This token was revoked or replaced by the match's creator.")
    return None


def expired(subscriber: Subscriber, now: float) -> Unauthenticated | None:
    if subscriber.expires_at is not None and now >= subscriber.expires_at:
        return Unauthenticated("token_expired", "This token has expired; ask the match's creator for a new one.")
    return None


class Channel:
    """The listeners of one match, and the single task that turns changes into batches for them."""

    def __init__(self, hub: Hub, match_id: str) -> None:
        self.hub = hub
        self.match_id = match_id
        self.subscribers: set[Subscriber] = set()
        self._dirty = False
        self._task: asyncio.Task[None] | None = None
        self.recent: dict[int, Record] = {}
        """Records this worker appended, by version, until every subscriber has been sent them."""
        self.known: int | None = None
        """The version this worker's own appends brought the warm match to (``None`` once another
        worker is known to have appended: then the match is read back from the store)."""
        self.fresh: dict[Audience, SeatView] = {}
        """Views a command answered with, reused for the same seat's stream at the same version."""
        self._owed = False
        """This worker appended and the batch is not built yet (:meth:`settled` or :meth:`_owed_now` will)."""

    def kick(self, version: int | None = None) -> None:
        """Something changed (up to ``version``, when the notification log says which).

        A version every subscriber was already sent is this worker's own append, pushed at once:
        the notification that follows costs nothing more. A newer one came from another worker."""
        if version is not None:
            waiting = [s.queued for s in self.subscribers if s.queued is not None and not s.closed]
            if not self._dirty and all(queued >= version for queued in waiting):
                return
            if self.known is not None and version > self.known:
                self.known = None
        self._dirty = True
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._pump())

    def appended(self, match: Match, records: Sequence[Record]) -> None:
        """This worker appended ``records``: keep them and push them without reading them back."""
        if len(self.recent) > RECENT_MAX:
            self.recent.clear()  # subscribers that far behind read from the store
        for record in records:
            self.recent[record.version] = record
        self.known = match.version
        if not self._owed:
            self._owed = True
            asyncio.get_running_loop().call_soon(self._owed_now)

    def settled(self, match: Match) -> None:
        """The command that appended is done with ``match`` (its caller holds the match's lock): build
        the batch now, on the warm match in hand, with the view the command answered with."""
        if self._owed and not self._dirty and self.known == match.version:
            self._owed = False
            self._publish(match)

    def _owed_now(self) -> None:
        """After an append nobody settled (a deadline, a chat line, an undo...): build the batch at
        once if the match is free and warm where this worker left it, else let the pump do it."""
        if not self._owed:
            return
        self._owed = False
        svc = self.hub.context.service
        match = svc.repo.cached(self.match_id)
        if self._dirty or svc.is_locked(self.match_id) or match is None or match.version != self.known:
            self.kick()
            return
        self._publish(match)

    def _publish(self, match: Match) -> None:
        """The synchronous step: a batch from the records kept in memory, no task, lock or read."""
        try:
            if not self._build(match):
                self.kick()
        except Exception:
            self.kick()  # the pump says what failed, and drops the subscribers if it fails again

    def _records_from_memory(self, start: int, end: int) -> list[Record] | None:
        kept = [self.recent.get(v) for v in range(start + 1, end + 1)]
        return None if any(r is None for r in kept) else [r for r in kept if r is not None]

    def _forget_sent(self) -> None:
        waiting = [s.queued for s in self.subscribers if s.queued is not None and not s.closed]
        floor = min(waiting, default=None)
        if floor is None:
            self.recent.clear()
            return
        for version in [v for v in self.recent if v <= floor]:
            del self.recent[version]

    async def _pump(self) -> None:
        while self._dirty:
            self._dirty = False
            try:
                await self._step()
            except Exception as error:
                store = self.hub.context.store
                if store.corruption(error) is None and store.trouble(error) is None:  # else: said once
                    log.exception("live channel for %s failed; its clients will reconnect", self.match_id)
                for subscriber in list(self.subscribers):
                    self.hub.drop(subscriber)

    def _build(self, match: Match) -> bool:
        """Offer the batch up to ``match.version`` from the records kept in memory (the caller holds
        the match or knows it free); ``False`` if some record is not in memory (the pump reads them)."""
        ready = [s for s in self.subscribers if s.queued is not None and not s.closed]
        if not ready:
            return True
        start = min(s.queued for s in ready if s.queued is not None)
        if match.version <= start:
            return True
        records = self._records_from_memory(start, match.version)
        if records is None:
            return False
        svc = self.hub.context.service
        now = svc.clock()
        refused = _refusals(svc, match, ready, now)
        engine = svc.repo.engine(match)  # each audience renders in its own language
        audiences = {s.audience for s in ready if s not in refused}
        views = {a: self._view(engine, match, a, now) for a in audiences}
        self.fresh.clear()
        self._deliver(
            ready,
            refused,
            Batch(start, match.version, records, views, engine.status(match.state).finished, engine, now),
        )
        return True

    async def _step(self) -> None:
        ready = [s for s in self.subscribers if s.queued is not None and not s.closed]
        if not ready:
            return
        start = min(s.queued for s in ready if s.queued is not None)
        svc = self.hub.context.service
        async with svc.lock(self.match_id):
            match: Match = await svc.load(self.match_id, known_version=self.known)
            end = match.version  # the warm match moves on once the lock is released: the batch ends here
            if end <= start:
                return
            now = svc.clock()
            refused = _refusals(svc, match, ready, now)
            engine = svc.repo.engine(match)  # each audience renders in its own language
            audiences = {s.audience for s in ready if s not in refused}
            views = {a: self._view(engine, match, a, now) for a in audiences}
            self.fresh.clear()
            finished = engine.status(match.state).finished
            records = self._records_from_memory(start, end)
        if records is None:
            records = await asyncio.to_thread(self.hub.context.repo.records, self.match_id, start, end)
        self._deliver(ready, refused, Batch(start, end, records, views, finished, engine, now))

    def _deliver(self, ready: list[Subscriber], refused: dict[Subscriber, Unauthenticated], batch: Batch) -> None:
        for subscriber in ready:
            if subscriber.queued is None or subscriber.queued >= batch.end:
                continue
            why = refused.get(subscriber)
            if why is None:
                self.hub.offer(subscriber, batch)
            else:
                self.hub.offer(subscriber, _ending(batch, subscriber.queued, why))
                subscriber.closed = True
            subscriber.queued = batch.end
        self._forget_sent()

    def _view(self, engine: Any, match: Match, audience: Audience, now: float) -> SeatView:
        """The audience's view: the one a command of that seat just answered with, if at this version."""
        answered = self.fresh.get(audience)
        if answered is not None and answered.version == match.version:
            return answered
        return audience_view(engine, match, audience, now)


def _refusals(svc: Any, match: Match, subscribers: list[Subscriber], now: float) -> dict[Subscriber, Unauthenticated]:
    """The subscribers whose token no longer works, each distinct token checked once (a thousand
    clients of one seat cost one check)."""
    checked: dict[str, Unauthenticated | None] = {}
    refused: dict[Subscriber, Unauthenticated] = {}
    for subscriber in subscribers:
        if subscriber.token is None:
            continue
        if subscriber.token not in checked:
            checked[subscriber.token] = credential_refusal(svc, match, subscriber, now)
        why = checked[subscriber.token]
        if why is not None:
            refused[subscriber] = why
    return refused


def _ending(batch: Batch, sent: int, why: Unauthenticated) -> Ending:
    """What a subscriber whose token stopped working still receives from ``batch``.

    A token stops working at a credential event (rotation, revocation): the events before the first
    one in the batch were stored while it worked. Expiry is time, checked when sending: nothing."""
    if why.code == "token_expired":
        return Ending(why.code, why.message)
    cutoff = next((r.version for r in batch.records if r.version > sent and isinstance(r.event, CREDENTIAL_EVENTS)), 0)
    kept = [r for r in batch.records if sent < r.version < cutoff]
    return Ending(why.code, why.message, kept, batch.context, batch.omniscient_log)


class Hub:
    """Follows the notification log for this worker and wakes the channels of matches that moved."""

    def __init__(self, context: AppContext, settings: LiveSettings) -> None:
        self.context = context
        self.settings = settings
        self.channels: dict[str, Channel] = {}
        self.position: int | None = None
        self._position_lock = asyncio.Lock()
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._stopping = False
        self.connections = 0
        self.dropped = 0
        self.wakeups = 0
        """Times the follower woke (a timer or a wake-up): what an idle worker spends, counted."""

    # -- life cycle ---------------------------------------------------------------------------
    async def start(self) -> None:
        self._stopping = False
        self._position_lock = asyncio.Lock()
        self._wake = asyncio.Event()
        self._tasks.append(asyncio.create_task(self._follow(), name="folie-live-follow"))
        if self.context.store.config.kind == "postgres":
            self._tasks.append(asyncio.create_task(self._listen(), name="folie-live-listen"))

    async def stop(self) -> None:
        for channel in list(self.channels.values()):
            for subscriber in list(channel.subscribers):
                self.drop(subscriber)
        self._stopping = True  # the follower ends after its current read (a thread cannot be cancelled)
        self._wake.set()
        for task in self._tasks[1:]:
            task.cancel()  # the LISTEN task only awaits the network
        if self._tasks:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._tasks[0]), 10.0)
            self._tasks[0].cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks.clear()

    def _stopping_now(self) -> bool:
        """Read through a method: mypy narrows the attribute after the loop test and misses the await."""
        return self._stopping

    # -- subscribers --------------------------------------------------------------------------
    async def join(
        self, match_id: str, audience: Audience, token: str | None = None, principal: Principal | None = None
    ) -> tuple[Channel, Subscriber]:
        """Register before the caller reads its first view, so nothing appended after it is missed."""
        async with self._position_lock:
            if self.position is None:
                self.position = await self._read(self.context.store.max_notification_id)
        channel = self.channels.get(match_id)
        if channel is None:
            if not self.channels:
                self._wake.set()  # the follower slept while nobody listened: from now on it follows
            channel = self.channels[match_id] = Channel(self, match_id)
        subscriber = Subscriber(
            match_id, audience, asyncio.Queue(self.settings.queue_size), token=token, principal=principal
        )
        channel.subscribers.add(subscriber)
        self.connections += 1
        return channel, subscriber

    def leave(self, channel: Channel, subscriber: Subscriber) -> None:
        if subscriber in channel.subscribers:
            channel.subscribers.discard(subscriber)
            self.connections -= 1
        if not channel.subscribers and self.channels.get(channel.match_id) is channel:
            del self.channels[channel.match_id]

    # -- this worker's own appends (MatchService.observers) ------------------------------------
    def appended(self, match: Match, records: Sequence[Record]) -> None:
        channel = self.channels.get(match.id)
        if channel is not None:
            channel.appended(match, records)

    def viewed(self, match: Match, seat: int, view: SeatView, lang: str) -> None:
        """Keep a command's answer view for the streams of that seat in that language only."""
        channel = self.channels.get(match.id)
        audience: Audience = ("seat", seat, lang)
        if channel is not None:
            if any(s.audience == audience for s in channel.subscribers):
                channel.fresh[audience] = view
            channel.settled(match)

    def offer(self, subscriber: Subscriber, batch: Batch | Ending) -> None:
        try:
            subscriber.queue.put_nowait(batch)
        except asyncio.QueueFull:
            self.dropped += 1
            self.drop(subscriber)

    def drop(self, subscriber: Subscriber) -> None:
        """End a subscriber's stream (it resumes from its last id when it reconnects)."""
        channel = self.channels.get(subscriber.match_id)
        if channel is not None:
            self.leave(channel, subscriber)
        subscriber.closed = True
        while not subscriber.queue.empty():
            subscriber.queue.get_nowait()
        subscriber.queue.put_nowait(CLOSE)

    # -- following the store ------------------------------------------------------------------
    async def _follow(self) -> None:
        """Poll (or, on PostgreSQL, wait for a wake-up) and read the log while anyone listens.

        A read that fails is retried after a pause that doubles up to :data:`FOLLOW_BACKOFF_MAX`, and
        said once per run of failures: damage or a failing disk the store has said already (once, with
        what to do) adds nothing; anything else is logged with its traceback, the first time only."""
        store = self.context.store
        failures = 0
        slow = store.config.kind == "postgres" or store.config.commits_inline
        interval = self.settings.listen_fallback_seconds if slow else self.settings.poll_seconds
        while not self._stopping:
            if self.channels:
                with contextlib.suppress(TimeoutError):  # not wait_for: on Python 3.11 a task per turn
                    async with asyncio.timeout(interval):
                        await self._wake.wait()
            else:
                await self._wake.wait()  # nobody listens: nothing to read until someone joins
            self.wakeups += 1
            if self._stopping_now():
                return
            self._wake.clear()
            if not self.channels:
                self.position = None  # nobody listens: stop reading; start from the head next time
                continue
            try:
                await self._read_notifications()
            except Exception as error:
                said_by_store = store.corruption(error) is not None or store.trouble(error) is not None
                if failures == 0 and not said_by_store:
                    log.exception("reading the notification log failed; retrying (said once until it works)")
                failures += 1
                await asyncio.sleep(min(FOLLOW_BACKOFF_MAX, 0.5 * 2**failures))
            else:
                if failures:
                    log.warning("reading the notification log works again after %d failed tries", failures)
                failures = 0

    async def _read_notifications(self) -> None:
        store = self.context.store
        async with self._position_lock:
            if self.position is None:
                return
            while True:
                rows = await self._read(store.notifications, self.position + 1, 1000)
                if not rows:
                    return
                self.position = rows[-1].id
                moved: dict[str, int] = {}
                for row in rows:
                    match_id = str(row.originator_id)
                    moved[match_id] = max(moved.get(match_id, 0), row.originator_version)
                for match_id, version in moved.items():
                    channel = self.channels.get(match_id)
                    if channel is not None:
                        channel.kick(version)
                if len(rows) < 1000:
                    return

    async def _read(self, read: Callable[..., _T], *args: Any) -> _T:
        """A read of the store: on the loop where commits run there (a local SQLite file, one writer
        process: an indexed read costs less than a thread hand-off and the loop's wake-up), else in a thread."""
        if self.context.store.config.commits_inline:
            return read(*args)
        return await asyncio.to_thread(read, *args)

    async def _listen(self) -> None:
        """PostgreSQL: wake the follower on every ``NOTIFY`` the event recorder sends."""
        import psycopg
        from psycopg import sql

        postgres = self.context.store.config.postgres
        channel = getattr(self.context.store.events, "channel_name", "stored_events")
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    dbname=postgres.get("dbname", ""),
                    host=postgres.get("host", "127.0.0.1"),
                    port=postgres.get("port", "5432"),
                    user=postgres.get("user", ""),
                    password=postgres.get("password", ""),
                    autocommit=True,
                ) as conn:
                    await conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
                    async for _ in conn.notifies():
                        self._wake.set()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("LISTEN connection lost; polling until it is back", exc_info=True)
                await asyncio.sleep(1.0)


# -- messages -----------------------------------------------------------------------------------
_encoder = msgspec.json.Encoder()


def audience_of(kind: str, seat: int | None, lang: str = DEFAULT_LANG) -> Audience:
    """The stream's audience; ``lang`` is the opening request's ``Accept-Language``, kept for its life."""
    if kind == "seat":
        return ("seat", seat, lang)
    if kind == "admin":
        return ("admin", None, lang)
    return ("public", None, lang)


def audience_view(engine: Any, match: Match, audience: Audience, now: float) -> SeatView:
    kind, seat, lang = audience
    return seat_view(engine.in_language(lang), match, seat, omniscient=kind == "admin", now=now)


def frame(fmt: str, kind: str, ident: int, data: Any) -> bytes:
    payload = _encoder.encode(data)
    if fmt == SSE:
        return b"id: %d\nevent: %s\ndata: %s\n\n" % (ident, kind.encode(), payload)
    return b'{"type":"%s","id":%d,"data":%s}\n' % (kind.encode(), ident, payload)


def end_frame(fmt: str, sent: int, why: Unauthenticated, now: float) -> bytes:
    """The last message of a stream whose token stopped working (its id keeps the resume point)."""
    problem_codes.check(why.code)
    return frame(fmt, "end", sent, {"code": why.code, "detail": why.message, "server_time": now})


def over_frame(fmt: str, version: int, now: float) -> bytes:
    """The last message of a stream whose match is over: nothing more will happen in it."""
    detail = "The match is over; its full log is at GET /matches/{match_id}/events."
    return frame(fmt, "end", version, {"code": MATCH_OVER, "detail": detail, "server_time": now})


def keepalive(fmt: str, now: float) -> bytes:
    """SSE: a comment (EventSource never shows it; views and events carry the time); NDJSON: a line."""
    time = _encoder.encode(now)
    return b": keep-alive %s\n\n" % time if fmt == SSE else b'{"type":"keepalive","server_time":%s}\n' % time


def event_frames(
    fmt: str,
    engine: Any,
    records: Sequence[Record],
    audience: Audience,
    after: int,
    omniscient: bool,
    now: float | None,
) -> bytes:
    """The frames of ``records`` after version ``after`` as ``audience`` may see them, sent at ``now``.

    Internal events get no frame (:func:`~projections.views.in_log`); the view or end frame that
    follows every batch carries the last version, so the resume point still steps over them."""
    kind, seat, lang = audience
    everything = omniscient or kind == "admin"
    if engine is not None:  # an Ending with nothing left to send has no engine
        engine = engine.in_language(lang)
    return b"".join(
        frame(fmt, "event", r.version, log_entry(engine, r, seat, omniscient=everything, now=now))
        for r in records
        if r.version > after and in_log(r)
    )


def batch_bytes(fmt: str, batch: Batch, audience: Audience, sent: int) -> bytes:
    """A batch for one client; shared by every client of the same audience that is up to date."""
    if sent == batch.start:
        cached = batch.encoded.get((audience, fmt))
        if cached is not None:
            return cached
    body = event_frames(fmt, batch.context, batch.records, audience, sent, batch.omniscient_log, batch.server_time)
    body += frame(fmt, "view", batch.end, batch.views[audience])
    if sent == batch.start:
        batch.encoded[(audience, fmt)] = body
    return body


async def stream_opening(
    hub: Hub, svc: Any, subscriber: Subscriber, match_id: str, resume: int | None, fmt: str
) -> tuple[bytes, int, bool]:
    """The first bytes (missed events when resuming, then the current view, then `end` when the match
    is over), their version, and whether the match is over.

    The subscriber becomes ready (``queued``) right after the load, with no await in between, so any
    change the hub reports from then on reaches it, and nothing before it is sent twice.
    """
    async with svc.lock(match_id):
        match: Match = await svc.load(match_id)
        refused = credential_refusal(svc, match, subscriber, svc.clock())
        if refused is not None:  # the token stopped working since the caller was authenticated
            raise ApiError(401, refused.code, refused.message)
        if subscriber.token is not None:
            subscriber.expires_at = match.token_expiry.get(token_hash(subscriber.token))
        engine = svc.repo.engine(match)  # the audience's language is applied where texts are rendered
        now = svc.clock()
        view = audience_view(engine, match, subscriber.audience, now)
        finished = engine.status(match.state).finished
        subscriber.queued = match.version
    body = b"retry: 2000\n\n" if fmt == SSE else b""
    if resume is not None and resume < match.version:
        records = await asyncio.to_thread(hub.context.repo.records, match_id, resume, match.version)
        body += event_frames(fmt, engine, records, subscriber.audience, resume, finished, now)
    body += frame(fmt, "view", match.version, view)
    return body + (over_frame(fmt, match.version, now) if finished else b""), match.version, finished


async def stream_messages(
    hub: Hub, channel: Channel, subscriber: Subscriber, opening: bytes, sent: int, fmt: str, over: bool = False
) -> AsyncGenerator[bytes, None]:
    """The opening, then batches as they come and keep-alives while idle, until the client leaves,
    falls too far behind, or its token stops working (checked before each message and on a timer)."""
    clock = hub.context.service.clock
    loop = asyncio.get_running_loop()
    settings = hub.settings
    try:
        yield opening
        if over:  # the opening ended with an `end` message: the match is over
            return
        written = loop.time()
        while True:
            why = expired(subscriber, clock())
            if why is not None:
                yield end_frame(fmt, sent, why, clock())
                return
            wait = settings.keepalive_seconds - (loop.time() - written)
            if subscriber.expires_at is not None:
                wait = min(wait, settings.token_check_seconds, subscriber.expires_at - clock())
            try:
                if subscriber.queue.empty():  # not wait_for: on Python 3.11 it makes a task per message
                    async with asyncio.timeout(max(wait, 0.0)):
                        item = await subscriber.queue.get()
                else:
                    item = subscriber.queue.get_nowait()
            except TimeoutError:
                if loop.time() - written >= settings.keepalive_seconds:
                    yield keepalive(fmt, clock())
                    written = loop.time()
                continue
            if item is CLOSE:
                return
            if isinstance(item, Ending):
                now = clock()
                body = event_frames(
                    fmt, item.context, item.records, subscriber.audience, sent, item.omniscient_log, now
                )
                last = item.records[-1].version if item.records else sent
                yield body + end_frame(fmt, last, Unauthenticated(item.code, item.detail), now)
                return
            batch: Batch = item
            if subscriber.answered and batch.end > sent:
                sent = subscriber.step_over(sent, batch)  # results carried these events and views already
                if batch.end <= sent:
                    if batch.views[subscriber.audience].status.finished:
                        yield over_frame(fmt, sent, clock())
                        return
                    continue
            if batch.end <= sent:
                continue
            why = expired(subscriber, clock())
            if why is not None:
                yield end_frame(fmt, sent, why, clock())
                return
            yield batch_bytes(fmt, batch, subscriber.audience, sent)
            sent = batch.end
            if batch.views[subscriber.audience].status.finished:
                yield over_frame(fmt, sent, clock())
                return
            written = loop.time()
    finally:
        hub.leave(channel, subscriber)
