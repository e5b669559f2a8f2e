"""The web table in a real browser (Debian's chromium) against a real ``folie serve``: lobby, invitation
links, play through clicks to the end, bots, the hourglass, spectators, replay, and no console error."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect

from domain.games.maeshowe.texts import TEXTS as MAESHOWE_TEXTS
from domain.rng import Rng
from tests.support.folie_serve import free_port
from tests.web.conftest import SERVER_ENV, Pages, restartable
from tests.web.table_driver import act, finished, seat_view

pytestmark = pytest.mark.browser

Shot = Callable[[Page, str], None]


def create(page: Page, server: str, game: str, players: int, bots: dict[int, str] | None = None) -> list[str]:
    """Create a match in the lobby; returns its invitation links, seat by seat."""
    page.goto(f"{server}/#/")
    page.select_option("#game", game)
    page.fill("#opt-players", str(players))
    page.dispatch_event("#opt-players", "input")
    return create_filled(page, bots or {})


def create_filled(page: Page, bots: dict[int, str]) -> list[str]:
    """Create the match whose options are filled in, with these bot seats; its invitation links."""
    for seat, bot in bots.items():
        page.select_option(f"#seat-{seat}", bot)
    page.click("#create")
    links = page.locator("a.invite")
    expect(links.first).to_be_visible()
    return [links.nth(i).get_attribute("href") or "" for i in range(links.count())]


def test_two_browsers_play_maeshowe_to_its_end_through_clicks(server: str, pages: Pages, shot: Shot) -> None:
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    assert len(links) == 2
    # issue 18: the game's rules summary beside the options form, in the browser's language (English)
    expect(creator.locator("aside.rules #rules-summary")).to_have_text(MAESHOWE_TEXTS.text("game.summary", "en"))
    shot(creator, "lobby")
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    for page in (red, blue):
        expect(page.locator(".table-head .version")).to_be_visible()
    rng = Rng(18)
    ways: list[str] = []
    for step in range(600):
        if finished(red) and finished(blue):
            break
        movers = [p for p in (red, blue) if seat_view(p)["legal_actions"]]
        if not movers:
            red.wait_for_timeout(100)
            continue
        ways.append(act(movers[0], rng))
        if step == 6:
            shot(red, "maeshowe")
    for page in (red, blue):
        outcome = seat_view(page)["status"]["outcome"]
        told = "you win" if page_seat(page) in outcome["winners"] else "you lose"
        expect(page.locator(".table-head .outcome")).to_contain_text(f"The match is over: {told}")
        expect(page.locator(".table-head .outcome")).not_to_contain_text("Seat")
    assert "click" in ways, "cards were played by clicking them"
    assert "refused" not in ways, "every command drawn from the listing was accepted"


def page_seat(page: Page) -> int:
    seat: int = seat_view(page)["seat"]
    return seat


def seat_replay(page: Page, version: int) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(
        """async (v) => {
        const id = location.hash.split("/")[2];
        const held = JSON.parse(localStorage.getItem("folie.matches"))[id];
        const r = await fetch(`/matches/${id}/replay?version=${v}`, {headers: {Authorization: "Bearer " + held.token}});
        return await r.json(); }""",
        version,
    )
    return found


def hand_ids(view: dict[str, object]) -> set[int]:
    players = view["view"]["players"]  # type: ignore[index]
    return {card["id"] for player in players for card in (player["hand"] or [])}


def test_spectators_see_no_hidden_card_and_replay_moves_through_a_finished_match(
    server: str, pages: Pages, shot: Shot
) -> None:
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    expect(blue.locator(".table-head .version")).to_be_visible()
    match_id = red.evaluate("location.hash.split('/')[2]")
    watcher = pages.new(390, 844)  # a phone-sized screen
    watcher.goto(f"{server}/#/watch/{match_id}")
    expect(watcher.locator(".table-head .who")).to_have_text("spectator")
    rng = Rng(7)
    checked = 0
    for _ in range(600):
        if finished(red):
            break
        movers = [p for p in (red, blue) if seat_view(p)["legal_actions"]]
        if not movers:
            red.wait_for_timeout(100)
            continue
        version = act(movers[0], rng)
        if checked < 3 and version:
            hidden = hand_ids(seat_view(red)) | hand_ids(seat_view(blue))
            held = len(hidden)
            watcher.wait_for_function(
                "v => Number(document.querySelector('.table-head .version').textContent.split(' ').pop()) >= v",
                arg=seat_view(red)["version"],
            )
            shown = {int(x) for x in watcher.locator("[data-card]").evaluate_all("es => es.map(e => e.dataset.card)")}
            assert hidden and not hidden & shown, f"the spectator's page shows hand cards {hidden & shown}"
            assert watcher.locator(".hand .card.back").count() == held
            assert watcher.locator("form.action").count() == 0
            checked += 1
    assert checked >= 1
    shot(watcher, "spectator-phone")
    assert watcher.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    expect(watcher.locator(".table-head .outcome")).to_be_visible()
    # The replay: every version from the first the server replays to the last, omniscient, with a link.
    watcher.click("a.to-replay")
    slider = watcher.locator("#replay-slider")
    expect(slider).to_be_visible()
    last = int(slider.get_attribute("max") or 0)
    first = int(slider.get_attribute("min") or 0)
    assert last > first
    slider.focus()
    watcher.keyboard.press("Home")
    expect(watcher.locator(".table-head .version")).to_have_text(f"Version {first}")
    watcher.keyboard.press("ArrowRight")
    expect(watcher.locator(".table-head .version")).to_have_text(f"Version {first + 1}")
    middle = (first + last) // 2
    slider.fill(str(middle))
    expect(watcher.locator(".table-head .version")).to_have_text(f"Version {middle}")
    # the finished match's replay is omniscient: every hand face up, card for card
    state = watcher.evaluate(
        "async ([id, v]) => (await (await fetch(`/matches/${id}/replay?version=${v}`)).json()).view", [match_id, middle]
    )
    held = sum(len(player["hand"]) for player in state["players"])
    assert held > 0
    assert watcher.locator(".hand .card.back").count() == 0
    assert watcher.locator(".hand [data-card]").count() == held
    link = watcher.locator("a.share").get_attribute("href")
    assert link == f"#/replay/{match_id}/{middle}"
    shot(watcher, "replay")
    fresh = pages.new()
    fresh.goto(f"{server}/{link}")
    expect(fresh.locator(".table-head .version")).to_have_text(f"Version {middle}")


def test_big_book_with_two_bot_seats_is_played_to_its_end_and_spectators_see_no_hand(
    server: str, pages: Pages, shot: Shot
) -> None:
    page = pages.new()
    links = create(page, server, "bigbook", 3, {1: "heuristic", 2: "heuristic"})
    page.goto(links[0])
    expect(page.locator(".table-head .version")).to_be_visible()
    match_id = page.evaluate("location.hash.split('/')[2]")
    watcher = pages.new()
    watcher.goto(f"{server}/#/watch/{match_id}")
    rng = Rng(3)
    shots = watched = 0
    for _ in range(1500):
        if finished(page):
            break
        view = seat_view(page)
        hand = view["view"]["players"][0]["hand"]
        if watched < 3 and hand and view["view"]["phase"] != "magicians":
            watcher.wait_for_function(
                "v => Number(document.querySelector('.table-head .version').textContent.split(' ').pop()) >= v",
                arg=view["version"],
            )
            if seat_view(page)["version"] == view["version"]:  # still that version: compare the spectator's DOM
                shown = watcher.locator(".board [data-choice]").evaluate_all(
                    "es => es.map(e => JSON.parse(e.dataset.choice))"
                )
                assert not set(hand) & set(map(str, shown)), "a spectator's page shows seat 0's hand"
                assert watcher.locator(".player[data-seat='0'] .hand .card.back").count() == len(hand)
                watched += 1
        if view["legal_actions"]:
            act(page, rng)
            if shots == 0 and page.locator(".bigbook .spells .card").count() and seat_view(page)["legal_actions"]:
                shot(page, "bigbook")
                shots = 1
        else:
            page.wait_for_timeout(100)
    expect(page.locator(".table-head .outcome")).to_be_visible()
    assert shots == 1, "the grimoire, spells and hands were drawn (not the plain listing)"
    assert watched >= 1


def test_a_montagnes_encounter_counts_down_on_the_server_clock(server: str, pages: Pages, shot: Shot) -> None:
    page = pages.new()
    page.goto(f"{server}/#/")
    page.select_option("#game", "montagnes")
    page.fill("#opt-players", "3")  # every seat played: seat 0 here, two bots
    page.dispatch_event("#opt-players", "input")
    page.fill("#opt-encounter_seconds", "6")
    links = create_filled(page, {1: "heuristic", 2: "heuristic"})
    page.goto(links[0])
    expect(page.locator(".table-head .version")).to_be_visible()
    rng = Rng(5)
    hourglass = page.locator(".hourglass .countdown")
    for _ in range(200):
        if hourglass.count():
            break
        if seat_view(page)["legal_actions"]:
            act(page, rng)
        else:
            page.wait_for_timeout(100)
    expect(hourglass).to_be_visible()
    deadline = float(hourglass.get_attribute("data-deadline") or 0)
    first = float(hourglass.inner_text().split()[0])
    page.wait_for_timeout(1200)
    if hourglass.count() and float(hourglass.get_attribute("data-deadline") or 0) == deadline:
        later = float(hourglass.inner_text().split()[0])
        assert later < first
    shot(page, "montagnes")
    # the server's clock ends the encounter: this deadline leaves the page without anyone's click
    page.wait_for_function(
        "d => !document.querySelector(`.hourglass .countdown[data-deadline='${d}']`)", arg=str(deadline), timeout=20_000
    )


def test_keyboard_play_undo_chat_and_a_revoked_seat_is_told(server: str, pages: Pages, shot: Shot) -> None:
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    expect(blue.locator(".table-head .state")).to_have_text("live")
    active = red if seat_view(red)["legal_actions"] else blue
    version = seat_view(active)["version"]
    # keyboard only: focus a playable card, Enter opens its actions, Enter takes the first
    card = active.locator(".hand .playable").first
    card.focus()
    active.keyboard.press("Enter")
    expect(active.locator(".choice-menu button").first).to_be_focused()
    active.keyboard.press("Escape")  # closes the menu, back on the card
    expect(active.locator(".choice-menu")).to_be_hidden()
    expect(card).to_be_focused()
    active.keyboard.press("Enter")
    active.keyboard.press("Enter")
    expect(active.locator(".table-head .version")).not_to_have_text(f"Version {version}")
    played = seat_view(active)["version"]
    assert played > version
    # undo the card just played (own move, nothing hidden revealed): back to where it was
    active.click("button.ask-undo")
    active.wait_for_function("() => document.querySelector('.log-lines li[data-type=undone]')")
    expect(active.locator(".log-lines li").first).to_have_text("The last moves are taken back.")
    assert seat_view(active)["view"]["line"] == []
    # table talk reaches the other seat's page live
    other = blue if active is red else red
    active.fill(".say input", "Digging next.")
    active.keyboard.press("Enter")
    expect(other.locator(".chat-lines li")).to_contain_text(["Digging next."])
    # the creator gives seat 1 a new token: seat 1's page is told its token no longer works
    match_id = red.evaluate("location.hash.split('/')[2]")
    creator_token = red.evaluate(f"JSON.parse(localStorage.getItem('folie.matches'))['{match_id}'].creator")
    answer = red.request.post(
        f"{server}/matches/{match_id}/tokens",
        data={"scope": "seat", "seat": 1},
        headers={"Authorization": f"Bearer {creator_token}"},
    )
    assert answer.status == 201, answer.text()
    expect(blue.locator(".revoked")).to_be_visible()
    shot(blue, "revoked")


def test_undoing_another_seats_move_waits_for_its_consent(server: str, pages: Pages, shot: Shot) -> None:
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    expect(blue.locator(".table-head .state")).to_have_text("live")
    rng = Rng(11)
    for _ in range(40):  # until a move of one seat is one the other may ask to take back (no chance in between)
        movers = [p for p in (red, blue) if seat_view(p)["legal_actions"]]
        mover = movers[0]
        act(mover, rng)
        asker = blue if mover is red else red
        if seat_view(asker)["undo"]["undoable_to"] and not finished(asker):
            break
    else:
        pytest.fail("no move another seat could ask to undo in 40 moves")
    target = max(seat_view(asker)["undo"]["undoable_to"])
    at_target = seat_replay(mover, target)["view"]
    asker.wait_for_function(
        "v => document.querySelector('.table-head .version').textContent.endsWith(' ' + v)",
        arg=str(seat_view(asker)["version"]),
    )
    asker.click("button.ask-undo")
    # issue 34, items 6 and 10: players named as in the header and the log, the move named by its sentence
    expect(asker.locator(".undo-waiting")).to_contain_text(f"Player {seat_view(mover)['seat'] + 1}")
    expect(mover.locator("button.accept")).to_be_visible()
    expect(mover.locator(".undo-asked")).to_contain_text(f"Player {seat_view(asker)['seat'] + 1} asks to take back: “")
    expect(mover.locator(".table-head .who")).to_have_text(f"Player {seat_view(mover)['seat'] + 1} (you)")
    shot(mover, "undo-consent")
    mover.click("button.accept")
    expect(mover.locator("button.accept")).to_have_count(0)
    mover.wait_for_function("() => document.querySelector('.log-lines li[data-type=undone]')")
    expect(mover.locator(".log-lines li[data-type=undo_answered]")).to_contain_text("agrees to take them back")
    after = seat_view(mover)
    assert after["undo"]["requested_by"] is None
    assert after["view"] == at_target, "the table is back where it was before the move"


def test_a_game_without_a_drawing_is_played_to_its_end_with_the_generic_forms(server: str, pages: Pages) -> None:
    """``?plain`` shows no drawing, as for a game that has none yet: the view as a listing, every legal
    action as a form built from the listing alone; the table is in French for a French reader."""
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    red, blue = creator, pages.new()
    for page, link in ((red, links[0]), (blue, links[1])):
        page.goto(link.replace("/#/", "/?plain&lang=fr#/"))
        expect(page.locator(".table-head .version")).to_be_visible()
        expect(page.locator(".board ul.plain").first).to_be_visible()
        assert page.locator(".board [data-choice]").count() == 0
    expect(red.locator(".side h3").first).to_have_text("À faire")
    rng = Rng(21)
    ways: list[str] = []
    for _ in range(600):
        if finished(red) and finished(blue):
            break
        movers = [p for p in (red, blue) if seat_view(p)["legal_actions"]]
        if not movers:
            red.wait_for_timeout(100)
            continue
        ways.append(act(movers[0], rng))
    expect(red.locator(".table-head .outcome")).to_contain_text("La partie est terminée")
    result = seat_view(red)["status"]["outcome"]["result"]
    # issue 34, item 8: each seat is told its own outcome in words (cooperative: all win or all lose)
    expect(red.locator(".table-head .outcome")).to_contain_text({"won": "vous gagnez", "lost": "vous perdez"}[result])
    assert set(ways) == {"form"}


def test_the_table_resumes_after_the_server_restarts(tmp_path: Path, pages: Pages) -> None:
    """The server goes away under an open table and comes back on the same address: the page says it is
    reconnecting, then resumes after the last version it saw and catches up with what it missed."""
    env = {
        **SERVER_ENV,
        "SQLITE_DBNAME": str(tmp_path / "folie.sqlite"),
        "FOLIE_ANALYTICS_PATH": str(tmp_path / "analytics.duckdb"),
    }
    port = free_port()
    with restartable(env, tmp_path / "serve.log", port) as restart:
        server = f"http://127.0.0.1:{port}"
        creator = pages.new()
        links = create(creator, server, "maeshowe", 2)
        red, blue = creator, pages.new()
        red.goto(links[0])
        blue.goto(links[1])
        expect(blue.locator(".table-head .state")).to_have_text("live")
        active, other = (red, blue) if seat_view(red)["legal_actions"] else (blue, red)
        restart(stopped=lambda: expect(other.locator(".table-head .state")).to_have_text("reconnecting…"))
        expect(active.locator(".table-head .state")).to_have_text("live", timeout=15_000)
        before = seat_view(active)["version"]
        act(active, Rng(2))
        moved = seat_view(active)["version"]
        expect(other.locator(".table-head .state")).to_have_text("live", timeout=15_000)
        expect(other.locator(".table-head .version")).to_have_text(f"Version {moved}")
        # the move reached the other page's log live, as sentences
        other.wait_for_function(
            "v => [...document.querySelectorAll('.log-lines li')].some(li => Number(li.dataset.version) > v)",
            arg=before,
        )
        # the lobby lists the matches this browser holds
        other.goto(f"{server}/#/")
        expect(other.locator("ul.mine a", has_text="Open")).to_have_count(1)
        active.goto("about:blank")  # closes its stream before the server stops for good
    network = [e for e in pages.errors if "net::ERR_" in e]
    assert network, "the browser saw the server go away"
    pages.errors[:] = [e for e in pages.errors if e not in network]


def test_a_refused_command_is_shown_in_words_with_the_rule(server: str, pages: Pages, shot: Shot) -> None:
    """A command the server refuses (here a card changed on its way, as from a client whose listing is
    out of date) comes back as a problem: the page shows its code, its detail and the rule it breaks."""
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    expect(blue.locator(".table-head .state")).to_have_text("live")
    active = red if seat_view(red)["legal_actions"] else blue
    hand = {card["id"] for card in seat_view(active)["view"]["players"][seat_view(active)["seat"]]["hand"]}
    elsewhere = next(card for card in range(36) if card not in hand)

    def change_card(route: Route) -> None:
        body = json.loads(route.request.post_data or "{}")
        body["command"]["card"] = elsewhere
        route.continue_(post_data=json.dumps(body))

    active.route("**/commands", change_card)
    active.locator("form.action[data-action='play'] button[type=submit]").click()
    problem = active.locator("#errors .problem")
    expect(problem).to_contain_text("card_not_in_hand")
    expect(problem).to_contain_text(f"Card {elsewhere} is not in your hand.")
    expect(problem.locator(".rule")).to_contain_text("Chaque tour, vous devez jouer une carte")
    shot(active, "problem")
