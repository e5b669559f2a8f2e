"""Chat text that is not text (issue 12, item 13): lone surrogates get a clear problem, and lines made
only of invisible characters or holding control characters are refused; ordinary text still passes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.trust.served import Client, seat_headers, serve

__all__ = ["serve"]  # the fixture


def test_a_lone_surrogate_in_chat_is_named(serve: Callable[..., Client]) -> None:
    client = serve()
    mid, seat = seat_headers(client)
    body = b'{"text": "hi \\ud800 there"}'
    response = client.post(f"/matches/{mid}/chat", headers={**seat, "Content-Type": "application/json"}, content=body)
    assert response.status_code == 400, response.text
    problem = response.json()
    assert problem["code"] == "invalid_unicode" and "surrogate" in problem["detail"]
    assert "malformed" not in problem["detail"].lower()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("\x00", "message_control_characters"),
        ("hello\x00world", "message_control_characters"),
        ("bell\x07", "message_control_characters"),
        ("\u200b\u200b\u200b", "message_invisible"),
        ("\u2060\ufeff\u200d", "message_invisible"),
        ("\u0301\u0301", "message_invisible"),
        ("\u3000\u00a0", "empty_message"),
    ],
)
def test_chat_text_must_be_visible_text(serve: Callable[..., Client], text: str, code: str) -> None:
    client = serve()
    mid, seat = seat_headers(client)
    response = client.post(f"/matches/{mid}/chat", headers=seat, json={"text": text})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == code
    assert client.get(f"/matches/{mid}/chat").json()["items"] == []


@pytest.mark.parametrize(
    "text", ["é", "ok 👍", "line one\nline two", "crlf\r\nline", "tab\there", "\u0645\u0631\u062d\u0628\u0627"]
)
def test_ordinary_chat_text_still_passes(serve: Callable[..., Client], text: str) -> None:
    client = serve()
    mid, seat = seat_headers(client)
    response = client.post(f"/matches/{mid}/chat", headers=seat, json={"text": text})
    assert response.status_code == 201, response.text
    said: Any = client.get(f"/matches/{mid}/chat").json()["items"]
    assert [line["text"] for line in said] == [text]
