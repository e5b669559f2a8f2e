"""Player-facing texts in English and French, chosen by ``Accept-Language`` (issue 16 item 10).

Over HTTP, on a real app and store: views, legal action labels, prompts and refusals change language
with the header, and a card's text appears only where the card itself is visible to the reader.
"""

from __future__ import annotations

from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.games.maeshowe.texts import TEXTS as MAESHOWE
from service.languages import negotiate
from tests.conftest import AppFactory

Client = TestClient[Litestar]
EN = {"Accept-Language": "en"}
FR = {"Accept-Language": "fr"}


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        (None, "en"),
        ("", "en"),
        ("fr", "fr"),
        ("fr-FR", "fr"),
        ("FR-ca", "fr"),
        ("en-GB", "en"),
        ("de, fr;q=0.5", "fr"),  # unknown first: the next acceptable one
        ("fr;q=0.4, en;q=0.8", "en"),
        ("en;q=0.2, fr-FR;q=0.9, *;q=0.1", "fr"),
        ("fr;q=0", "en"),  # q=0: not acceptable
        ("fr;q=abc", "en"),  # malformed q: not acceptable
        ("de-DE, es", "en"),  # nothing known: English
        ("*", "en"),
        ("fr;q=1.5", "en"),
        ("x" * 5000, "en"),
    ],
)
def test_accept_language_negotiation(header: str | None, lang: str) -> None:
    assert negotiate(header) == lang


def _create(client: Client, game: str, options: dict[str, Any]) -> tuple[str, list[dict[str, str]]]:
    body = client.post("/matches", json={"game": game, "options": options, "seed": 7}).json()
    return body["match_id"], [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]


def _view(client: Client, mid: str, auth: dict[str, str], lang: dict[str, str]) -> Any:
    response = client.get(f"/matches/{mid}/view", headers={**auth, **lang})
    assert response.status_code == 200, response.text
    return response.json()


def test_maeshowe_texts_follow_accept_language(make_app: AppFactory) -> None:
    """Card names and effects, prompt texts, action and choice labels, and a refusal, in each language."""
    with TestClient(make_app()) as client:
        mid, (red, blue) = _create(client, "maeshowe", {"players": 2})
        english, french = _view(client, mid, red, EN), _view(client, mid, red, FR)
        default = _view(client, mid, red, {})
        assert default == english  # no header: English

        for seen, lang in ((english, "en"), (french, "fr")):
            hand = seen["view"]["players"][0]["hand"]
            for card in hand:  # each visible card carries its name and effect in the reader's language
                assert card["name"] == MAESHOWE.text(f"card.{card['type']}.name", lang)
                assert card["effect"] == MAESHOWE.text(f"card.{card['type']}.effect", lang)
            assert seen["prompts"][0]["text"] == MAESHOWE.text("prompt.turn", lang)
            labels = {a["action"]: a["label"] for a in seen["legal_actions"]}
            assert labels["play"] == MAESHOWE.text("action.play", lang)
            assert labels["discard"] == MAESHOWE.text("action.discard", lang)
        assert english["prompts"][0]["text"] != french["prompts"][0]["text"]
        # choice labels: the rulebook's names in French, English ones otherwise
        play_en = next(a for a in english["legal_actions"] if a["action"] == "play")["params"][0]["choices"]
        play_fr = next(a for a in french["legal_actions"] if a["action"] == "play")["params"][0]["choices"]
        assert [c["value"] for c in play_en] == [c["value"] for c in play_fr]
        for c_en, c_fr in zip(play_en, play_fr, strict=True):
            assert c_en["label"] != c_fr["label"] and c_en["label"].endswith(f"#{c_en['value']}")
        # the same match state whatever the language: only texts differ
        assert english["version"] == french["version"]
        assert [c["id"] for c in english["view"]["players"][0]["hand"]] == [
            c["id"] for c in french["view"]["players"][0]["hand"]
        ]

        # nothing hidden leaks through a text: the partner's hand is a count in both languages, and no
        # card effect text appears in the view but those of the cards this seat may see
        for seen, lang in ((english, "en"), (french, "fr")):
            assert seen["view"]["players"][1]["hand"] is None
            shown = {c["type"] for c in seen["view"]["players"][0]["hand"]}
            for zone in ("discard",):
                for p in seen["view"]["players"]:
                    shown |= {c["type"] for c in p[zone]}
            shown |= {c["card"]["type"] for c in seen["view"]["line"]}
            shown |= {c["type"] for c in seen["view"]["known_top"]}
            body = client.get(f"/matches/{mid}/view", headers={**red, "Accept-Language": lang}).text
            for kind in {k.split(".")[1] for k in MAESHOWE.entries if k.endswith(".effect")} - shown:
                assert MAESHOWE.text(f"card.{kind}.effect", lang) not in body, kind
        partner = _view(client, mid, blue, FR)
        for kind in {c["type"] for c in partner["view"]["players"][1]["hand"]} - {
            c["type"] for c in english["view"]["players"][0]["hand"]
        }:
            assert MAESHOWE.text(f"card.{kind}.effect", "fr") not in str(french), kind

        # a refusal (problem body) in each language, with the same code and rule
        not_mine = english["view"]["players"][0]["hand"][0]["id"]
        refusals = {
            lang: client.post(
                f"/matches/{mid}/commands",
                headers={**blue, "Accept-Language": lang},
                json={"command": {"action": "play", "card": not_mine}},
            )
            for lang in ("en", "fr")
        }
        assert {r.status_code for r in refusals.values()} == {409}
        en_body, fr_body = refusals["en"].json(), refusals["fr"].json()
        assert en_body["code"] == fr_body["code"] == "not_your_turn" and en_body["rule"] == fr_body["rule"]
        assert en_body["detail"].startswith("It is seat 0")
        assert fr_body["detail"] == MAESHOWE.text("problem.not_your_turn", "fr")
        assert {a["label"] for a in fr_body["legal_actions"]} <= {a["label"] for a in partner["legal_actions"]}


def test_every_maeshowe_key_exists_in_both_languages() -> None:
    assert MAESHOWE.missing() == []
    assert MAESHOWE.languages == ("en", "fr")


def _asked(client: Client, mid: str, seats: list[dict[str, str]]) -> tuple[int, dict[str, str]]:
    """The first seat a prompt waits for, and its credentials."""
    waiting = _view(client, mid, seats[0], EN)["waiting_for"]
    seat = waiting[0]["seat"]
    return seat, seats[seat]


@pytest.mark.parametrize(
    ("game", "prompt_key", "action"),
    [("montagnes", "step.movement", "move"), ("bigbook", "prompt.choose_magician", "choose_magician")],
)
def test_montagnes_and_big_book_prompts_labels_and_refusals_follow_accept_language(
    make_app: AppFactory, game: str, prompt_key: str, action: str
) -> None:
    from domain.registry import default_engines

    catalogue = default_engines()[game].texts
    assert catalogue is not None
    with TestClient(make_app()) as client:
        mid, seats = _create(client, game, {})
        seat, auth = _asked(client, mid, seats)
        english, french = _view(client, mid, auth, EN), _view(client, mid, auth, FR)
        assert _view(client, mid, auth, {"Accept-Language": "de, fr-FR;q=0.8"}) == french
        for seen, lang in ((english, "en"), (french, "fr")):
            assert seen["prompts"][0]["text"] == catalogue.text(prompt_key, lang)
            assert catalogue.text(f"action.{action}", lang) in {a["label"] for a in seen["legal_actions"]}
        assert [a["action"] for a in english["legal_actions"]] == [a["action"] for a in french["legal_actions"]]
        # a refusal (Montagnes: a seat that is not asked; Big Book: no action before every magician is chosen)
        if game == "montagnes":
            sender = next(s for s in range(len(seats)) if s not in {w["seat"] for w in english["waiting_for"]})
            params = english["legal_actions"][0]["params"]
            command = {"action": action, **{p["name"]: p["choices"][0]["value"] for p in params}}
        else:
            sender, command = seat, {"action": "end_actions"}
        bodies = {
            lang: client.post(
                f"/matches/{mid}/commands",
                headers={**seats[sender], "Accept-Language": lang},
                json={"command": command},
            ).json()
            for lang in ("en", "fr")
        }
        assert bodies["en"]["code"] == bodies["fr"]["code"] and bodies["en"].get("rule") == bodies["fr"].get("rule")
        key = f"problem.{bodies['en']['code']}"
        assert catalogue.has(key), bodies
        assert bodies["en"]["detail"] != bodies["fr"]["detail"]
        assert catalogue.text(key, "fr" if game == "bigbook" else "en") in (
            bodies["fr"]["detail"],
            bodies["en"]["detail"],
        )


def test_fear_of_the_dark_refuses_talk_in_the_readers_language(make_app: AppFactory) -> None:
    with TestClient(make_app()) as client:
        mid, (red, _blue) = _create(client, "maeshowe", {"players": 2, "fear_of_the_dark": True})
        said = {
            lang: client.post(
                f"/matches/{mid}/chat", headers={**red, "Accept-Language": lang}, json={"text": "hello"}
            ).json()
            for lang in ("en", "fr")
        }
        assert said["en"]["code"] == said["fr"]["code"] == "speech_forbidden"
        assert said["fr"]["detail"] == MAESHOWE.text("problem.speech_forbidden", "fr")
        assert said["en"]["detail"] != said["fr"]["detail"]


def test_game_names_follow_accept_language(make_app: AppFactory) -> None:
    with TestClient(make_app()) as client:
        english = {g["id"]: g["title"] for g in client.get("/games", headers=EN).json()}
        french = {g["id"]: g["title"] for g in client.get("/games", headers=FR).json()}
        assert english["bigbook"] == "The Big Book of Madness" and french["bigbook"] == "Le Grimoire de la Folie"
        assert english["montagnes"] == "Mountains of Madness" and french["montagnes"] == "Les Montagnes Hallucinées"
        assert client.get("/games/bigbook", headers=FR).json()["title"] == "Le Grimoire de la Folie"
        assert client.get("/games", headers={"Accept-Language": "es"}).json() == client.get("/games").json()


def test_big_book_view_texts_follow_accept_language(make_app: AppFactory) -> None:
    """Magician powers and spell texts in the view, and the magician choices, in the reader's language."""
    from domain.games.bigbook.content import CONTENT, spell_of
    from domain.games.bigbook.texts import content

    with TestClient(make_app()) as client:
        mid, seats = _create(client, "bigbook", {})
        english, french = _view(client, mid, seats[0], EN), _view(client, mid, seats[0], FR)
        for seen, lang in ((english, "en"), (french, "fr")):
            for magician in seen["view"]["magicians"]:
                assert magician["power"] == content(CONTENT.magicians[magician["id"]].power.text, lang)
            for spell in seen["view"]["players"][0]["spells"]:
                assert spell["text"] == content(spell_of(spell["id"]).text, lang)
            offer = next(a for a in seen["legal_actions"] if a["action"] == "choose_magician")
            for choice in offer["params"][0]["choices"]:
                assert content(CONTENT.magicians[choice["value"]].power.text, lang) in choice["label"]
        assert english["view"]["magicians"] != french["view"]["magicians"]


def test_each_games_rules_summary_follows_accept_language(make_app: AppFactory) -> None:
    """Issue 18's lobby: ``GET /games`` and ``GET /games/{id}`` carry the catalogue's ``game.summary`` in
    the reader's language (the game's default where it has no other)."""
    from domain.registry import default_engines

    engines = default_engines()
    with TestClient(make_app()) as client:
        listed = {
            lang: {g["id"]: g["summary"] for g in client.get("/games", headers=h).json()}
            for lang, h in (("en", EN), ("fr", FR))
        }
        for game, engine in engines.items():
            assert engine.texts is not None and engine.texts.has("game.summary"), game
            for lang, header in (("en", EN), ("fr", FR)):
                expected = engine.texts.text("game.summary", lang if lang in engine.languages else engine.languages[0])
                assert listed[lang][game] == expected, (game, lang)
                assert client.get(f"/games/{game}", headers=header).json()["summary"] == expected
            if "fr" in engine.languages:
                assert listed["fr"][game] != listed["en"][game], game
        assert listed["fr"]["maeshowe"].startswith("Harald et Rögnvald")
        assert listed["en"]["maeshowe"].startswith("Harald and Rögnvald")
