"""Playing a match in the browser like a person: the driver reads what the seat may do (its view, as
the page's own client fetches it), draws a legal command with :func:`domain.listing.fill` (as bots
do), then performs it on the page: a click on the card or space the drawing shows for it and the
action in the menu that opens, or, for anything the drawing does not cover, the generic form."""

from __future__ import annotations

import json
from typing import Any

import msgspec
from playwright.sync_api import Page

from domain.contract import LegalAction
from domain.listing import fill
from domain.rng import Rng

VIEW_JS = """async () => {
  const id = location.hash.split("/")[2];
  const held = JSON.parse(localStorage.getItem("folie.matches") || "{}")[id];
  const r = await fetch(`/matches/${id}/view`, {headers: {Authorization: "Bearer " + held.token,
    "Accept-Language": document.documentElement.lang || "en"}});
  return await r.json();
}"""


def seat_view(page: Page) -> dict[str, Any]:
    view: dict[str, Any] = page.evaluate(VIEW_JS)
    return view


def shown_version(page: Page) -> int:
    text = page.locator(".table-head .version").inner_text()
    return int(text.split()[-1])


def wait_version_above(page: Page, version: int, timeout: float = 15_000) -> bool:
    """Until the page shows a later version (``True``) or a problem (``False``: the command was
    refused, as when the server's clock or a bot moved the match on first, the problem dismissed; or
    the form's own check refused it)."""
    page.wait_for_function(
        "v => { const e = document.querySelector('.table-head .version');"
        " return (e && Number(e.textContent.split(' ').pop()) > v) || document.querySelector('#errors .problem')"
        " || [...document.querySelectorAll('.form-error')].some(f => f.textContent); }",
        arg=version,
        timeout=timeout,
    )
    problem = page.locator("#errors .problem")
    if problem.count():
        problem.locator("button.dismiss").click()
        return False
    return not any(text for text in page.locator(".form-error").all_inner_texts())


def pick(legal: list[LegalAction], rng: Rng) -> tuple[int, LegalAction]:
    """A random action, passes only when nothing else is legal (so random play moves the game on)."""
    indexed = list(enumerate(legal))
    active = [(i, a) for i, a in indexed if not a.action.startswith("pass")] or indexed
    return rng.choice(active)


def act(page: Page, rng: Rng, view: dict[str, Any] | None = None) -> str:
    """Perform one legal command on ``page``; returns how: ``click`` or ``form`` (``""``: nothing was
    legal when the page was read; ``refused``: the server refused it, its problem shown on the page).
    ``view``: the seat's view just read (left out: read here)."""
    view = seat_view(page) if view is None else view
    legal = msgspec.convert(view["legal_actions"], list[LegalAction])
    if not legal:
        return ""
    index, action = pick(legal, rng)
    command = fill(action, rng)
    version = view["version"]
    wait_version_at_least(page, version)
    single = [p for p in action.params if not p.many]
    if len(action.params) == 1 and single:
        value = command[single[0].name]
        choice = f".playable[data-choice='{json.dumps(value)}']"
        target = page.locator(f".board {choice}")
        if target.count():
            if not target.first.is_visible():  # a card in a folded pile (Maeshowe's discard): unfold it first
                page.locator(f".board details:not([open]):has({choice}) > summary").first.click()
            target.first.click()
            page.locator(".choice-menu button", has_text=action.label.split(" / ")[0]).first.click()
            return "click" if wait_version_above(page, version) else "refused"
    form = page.locator(f"form.action[data-index='{index}']")
    # a drawing that groups its actions (Far Cry) shows some only after a pick (a weapon) or in a folded list
    reveal = page.locator(f".actions [data-reveals~='{index}']")
    form.or_(reveal).first.wait_for(state="attached")
    if not form.count():
        reveal.first.click()
    elif not form.first.is_visible():
        page.locator(f".actions details:has(form.action[data-index='{index}']) > summary").first.click()
    for param in action.params:
        value = command[param.name]
        if not param.many:
            form.locator(f"select[name='{param.name}']").select_option(json.dumps(value))
        else:
            for item in value:
                form.locator(f"input[name='{param.name}'][value='{json.dumps(item)}']").check()
    form.locator("button[type=submit]").click()
    return "form" if wait_version_above(page, version) else "refused"


def wait_version_at_least(page: Page, version: int) -> None:
    page.wait_for_function(
        "v => { const e = document.querySelector('.table-head .version');"
        " return e && Number(e.textContent.split(' ').pop()) >= v; }",
        arg=version,
    )


def finished(page: Page) -> bool:
    return page.locator(".table-head .outcome").count() > 0
