"""How uvicorn carries ``/matches/{id}/socket``: the bounds that hold before Folie reads a message.

uvicorn's defaults accept 16 MiB messages and negotiate permessage-deflate, and it reads (and inflates)
what a client sends on the event loop before the application sees it: 16 MiB that deflate to 16 KB
made one anonymous client stall every request of the worker (issue 35). So a message is bounded at
the transport by the application's own bound (:data:`MAX_MESSAGE`: the frame header alone announces a
larger one, and it is refused, close code 1009, without reading it), and compression is refused (a
client's compressed frame is a protocol error, close code 1002): the messages are small JSON, and
the views sent back cost no CPU to compress per client.
"""

from __future__ import annotations

from typing import Any

MAX_MESSAGE = 64 * 1024
"""The largest message a client may send on a socket, in bytes (the transport refuses more)."""

WEBSOCKET_OPTIONS: dict[str, Any] = {
    "ws_max_size": MAX_MESSAGE,
    "ws_per_message_deflate": False,
}
"""The uvicorn options of every server of the app (``folie serve`` and the tests' loopback servers)."""
