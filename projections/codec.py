"""How events are stored: topics, envelopes, schema versions and upcasting.

A stored event's topic is ``"<namespace>/<tag>@<schema_version>"`` (``maeshowe/card_played@1``,
``folie/match_created@1``), so the notification log can be filtered by game or type without decoding
bodies. The stored bytes are a msgpack envelope (seat, time, command, idempotency key) around the
msgpack body of the event. Bodies written under an older schema version are decoded to a dict, passed
through the event class's ``upcasters`` chain, then converted: stored events are never rewritten.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any

import msgspec

from domain.contract import Engine, Event
from domain.facts import FACT_EVENTS
from domain.match_events import PLATFORM, PLATFORM_EVENTS, Record


class Envelope(msgspec.Struct, array_like=True):
    seat: int | None
    at: float
    cmd: int
    key: str | None
    digest: str | None
    barrier: bool
    body: msgspec.Raw
    barrier_rules: int = 0
    """``Record.barrier_rules``; absent (0) in envelopes stored before the platform checked draws and
    reveals itself (``domain.barriers``)."""


class UnknownEventType(Exception):
    """A stored topic no registered engine knows (data from a newer or removed game)."""


@dataclass(frozen=True)
class EventType:
    namespace: str
    cls: type[Event]

    @property
    def tag(self) -> str:
        return str(self.cls.__struct_config__.tag)

    @property
    def topic(self) -> str:
        return self.topic_at(self.cls.schema_version)

    def topic_at(self, version: int) -> str:
        return f"{self.namespace}/{self.tag}@{version}"

    @property
    def stored_topics(self) -> list[str]:
        """Every topic events of this type may be stored under: one per schema version so far."""
        return [self.topic_at(version) for version in range(1, self.cls.schema_version + 1)]


def event_classes(union: Any) -> list[type[Event]]:
    """The event classes of an engine's ``event_type`` (a class or a Union of classes)."""
    args = typing.get_args(union)
    classes = list(args) if args else [union]
    return [cls for cls in classes if isinstance(cls, type) and issubclass(cls, Event)]


class Codec:
    """Encodes and decodes the records of every registered engine."""

    def __init__(self, engines: dict[str, Engine[Any, Any]]) -> None:
        self._by_class: dict[type[Event], EventType] = {}
        self._by_key: dict[tuple[str, str], EventType] = {}
        for cls in (*PLATFORM_EVENTS, *FACT_EVENTS):
            self._register(EventType(PLATFORM, cls))
        for game, engine in engines.items():
            for cls in event_classes(engine.event_type):
                self._register(EventType(game, cls))
        self._encoder = msgspec.msgpack.Encoder()
        self._envelope_decoder = msgspec.msgpack.Decoder(Envelope)
        self._decoders: dict[type[Event], msgspec.msgpack.Decoder[Any]] = {}

    def _register(self, event_type: EventType) -> None:
        key = (event_type.namespace, event_type.tag)
        if key in self._by_key and self._by_key[key].cls is not event_type.cls:
            raise ValueError(f"two event classes share the topic {event_type.topic}")
        self._by_key[key] = event_type
        self._by_class[event_type.cls] = event_type

    def topic(self, event: Event) -> str:
        return self._by_class[type(event)].topic

    def encode(self, record: Record) -> tuple[str, bytes]:
        """``(topic, bytes)`` for storage."""
        body = msgspec.Raw(self._encoder.encode(record.event))
        envelope = Envelope(
            record.seat, record.at, record.cmd, record.key, record.digest, record.barrier, body, record.barrier_rules
        )
        return self.topic(record.event), self._encoder.encode(envelope)

    def decode(self, version: int, topic: str, data: bytes) -> Record:
        envelope = self._envelope_decoder.decode(data)
        event = self.decode_body(topic, envelope.body)
        return Record(
            version=version,
            event=event,
            cmd=envelope.cmd,
            seat=envelope.seat,
            at=envelope.at,
            key=envelope.key,
            digest=envelope.digest,
            barrier=envelope.barrier,
            barrier_rules=envelope.barrier_rules,
        )

    def decode_body(self, topic: str, body: bytes | msgspec.Raw) -> Event:
        namespace, _, rest = topic.partition("/")
        tag, _, version_text = rest.rpartition("@")
        event_type = self._by_key.get((namespace, tag))
        if event_type is None:
            raise UnknownEventType(topic)
        cls = event_type.cls
        stored_version = int(version_text)
        if stored_version == cls.schema_version:
            decoder = self._decoders.get(cls)
            if decoder is None:
                decoder = self._decoders[cls] = msgspec.msgpack.Decoder(cls)
            return typing.cast(Event, decoder.decode(body))
        data: dict[str, Any] = msgspec.msgpack.decode(body)
        for step in range(stored_version, cls.schema_version):
            data = cls.upcasters[step](data)
        return msgspec.convert(data, type=cls)
