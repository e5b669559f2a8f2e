"""The finished OpenAPI document, built once per shape of app in a process.

Building it (Litestar's document, the request bodies closed, every game's components) costs about 0.45 s
of CPU an app, two thirds of ``create_app``; a server builds one app, but the test suite builds hundreds
of the same shape. The document depends only on the engines (their types) and the routes (paths, methods
and the code of their handlers): that is the key. Each app gets its own deep copy, so nothing one app does
to its document reaches another (each decodes the kept JSON).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from typing import Any

import msgspec
from litestar import Litestar

from domain.contract import Engine

KEPT = 4
"""Documents kept (least recently used dropped): a few shapes (toy engines, settings with extra routes)."""

_documents: OrderedDict[Hashable, bytes] = OrderedDict()
_lock = threading.Lock()


def shape(app: Litestar, engines: Mapping[str, Engine[Any, Any]]) -> Hashable:
    """What the document depends on. The key holds the types and code objects themselves, so none can
    be collected and its ``id`` reused by another while the document is kept."""
    games = tuple(
        (name, type(engine), engine.options_type, engine.command_type, engine.event_type, engine.view_type)
        for name, engine in sorted(engines.items())
    )
    routes = []
    for route in app.routes:
        handlers = []
        for handler in getattr(route, "route_handlers", None) or [getattr(route, "route_handler", None)]:
            fn = getattr(handler, "fn", None)
            code = getattr(fn, "__code__", fn)
            methods = tuple(sorted(str(m) for m in getattr(handler, "http_methods", ()) or ()))
            handlers.append((code, methods, getattr(handler, "include_in_schema", True)))
        routes.append((route.path, tuple(sorted(handlers, key=lambda h: (h[1], repr(h[0]))))))  # a set's order
    return games, tuple(sorted(routes, key=lambda route: route[0]))


def document(key: Hashable, build: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """A copy of the document for ``key``, built by ``build`` the first time."""
    with _lock:
        kept = _documents.get(key)
        if kept is not None:
            _documents.move_to_end(key)
    if kept is None:
        kept = msgspec.json.encode(build())
        with _lock:
            _documents[key] = kept
            while len(_documents) > KEPT:
                _documents.popitem(last=False)
    return msgspec.json.decode(kept, type=dict[str, Any])  # a copy of its own, 5x faster than deepcopy
