"""The keeper's story (H-2, L11) stays secret through the set-up: the content pack is public, so the
board may show nothing the story decides. For every pair of stories chosen at the keeper's first
prompt, with the same seed and the same picks, every investigator seat and the spectator are shown
the same platform view and the same log entries; only the keeper's own view tells them apart. The
content loader refuses a pack whose set-up monsters differ between stories
(``test_content_refusals.py``)."""

from __future__ import annotations

import msgspec

from domain.contract import RuleViolation
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.story import every_story
from tests.games.mansions.mansions_play import AGNES, CYRUS, E
from tests.trust.table import Table
from tests.trust.worlds import assert_same_view, entry, view_parts

PICKS = [CYRUS, AGNES]


def set_up(answers: dict[str, str], picks: bool) -> Table:
    """A match whose keeper answers ``answers`` at its first prompt, then (``picks``) each seat picks."""
    table = Table(E, {"investigators": len(PICKS), "keeper_seconds": 5}, 7)
    bodies: list[tuple[int, dict[str, object]]] = [
        (0, {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in answers.items()]})
    ]
    if picks:
        bodies += [
            (seat, {"action": "choose_investigator", **msgspec.structs.asdict(pick)})
            for seat, pick in enumerate(PICKS, start=1)
        ]
    for seat, body in bodies:
        records = table.decide(seat, E.parse_command(body))
        assert not isinstance(records, RuleViolation), records
        table.append(records)
    return table


def test_no_investigator_tells_one_story_from_another_after_the_set_up() -> None:
    """The board after set-up (monsters included) is the same whatever the story, for every seat but
    the keeper, in the views and in every event of the log."""
    stories = list(every_story(CONTENT.scenario))
    assert len(stories) == 12
    for picks in (False, True):
        tables = [set_up(answers, picks) for answers in stories]
        first = tables[0]
        for table in tables[1:]:
            for seat in (None, 1, 2):
                assert_same_view(E, first.match, table.match, seat, "after the set-up")
                assert [entry(E, r, seat) for r in table.records] == [entry(E, r, seat) for r in first.records]
        keeper = {view_parts(E, t.match, 0)["view"] for t in tables}
        assert len(keeper) == len(stories)  # the keeper's own view does hold the story
