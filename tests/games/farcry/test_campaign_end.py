"""A campaign has an end the group chooses (designed; issue 32): the rulebook retries a failed mission
from its save (L593-599, R-F-52) and never says when to stop, so a group voting unanimously between
missions ends the campaign with what it won. Each failure is counted in the restored save, which the
group reads before it votes (and the heuristic gives up after `bots.GIVE_UP_AFTER` failures)."""

from __future__ import annotations

import msgspec

from domain.contract import Command, RuleViolation
from domain.games.farcry import bots
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import commands as pc
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.campaign import preparation
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, fold
from tests.games.farcry.test_farcry_bots import passive
from tests.games.farcry.test_farcry_campaign import CAMPAIGN_SEED, campaign
from tests.games.farcry.test_farcry_preparation import act, prep, refused


def losing_group(s: FarCryState, seat: int, rng: Rng) -> Command | None:
    """A group that never fights in its missions and prepares like the heuristic between them."""
    return bots.heuristic(s, seat, rng) if preparation.active(s) else passive(s, seat, rng)


def test_every_seat_must_vote_and_the_last_vote_ends_the_campaign_lost() -> None:
    """One seat's vote stops nothing and takes the seat out of those still to prepare; the second
    seat's vote ends the campaign: finished, lost, reason ``campaign_ended``, nothing more to do."""
    s = prep(seats=2)
    s, out = act(s, 0, pc.EndCampaign())
    assert out == [pe.CampaignEndVoted(seat=0, end=True)] and s.ending == [0]
    status = ENGINE.status(s)
    assert not status.finished and status.to_act == [1]
    assert [a.fixed for a in ENGINE.legal_actions(s, 0) if a.action == "end_campaign"] == [{"end": False}]
    s, out = act(s, 1, pc.EndCampaign())
    assert out[-1] == pe.CampaignEnded(missions_done=["mission_1"], failures={})
    status = ENGINE.status(s)
    assert status.finished and status.outcome is not None
    assert (status.outcome.result, status.outcome.reason, status.outcome.winners) == ("lost", "campaign_ended", [])
    assert ENGINE.legal_actions(s, 0) == [] and ENGINE.legal_actions(s, 1) == []
    assert refused(s, 0, pc.Ready()).code == "match_finished"


def test_a_vote_to_stop_and_ready_take_each_other_back() -> None:
    """A seat is either ready to go on or voting to stop: each takes the other back, and a vote
    taken back leaves the campaign going."""
    s = prep(seats=2)
    s, _ = act(s, 0, pc.Ready())
    s, out = act(s, 0, pc.EndCampaign())
    assert out == [pe.SeatReady(seat=0, ready=False), pe.CampaignEndVoted(seat=0, end=True)]
    assert (s.ready, s.ending) == ([], [0])
    s, out = act(s, 0, pc.Ready())
    assert out == [pe.CampaignEndVoted(seat=0, end=False), pe.SeatReady(seat=0, ready=True)]
    assert (s.ready, s.ending) == ([0], [])
    s, _ = act(s, 1, pc.EndCampaign())
    assert ENGINE.status(s).to_act == [0, 1], "split between ready and stop: both are asked again"
    s, out = act(s, 1, pc.EndCampaign(end=False))
    assert out == [pe.CampaignEndVoted(seat=1, end=False)] and not ENGINE.status(s).finished
    assert ENGINE.status(s).to_act == [1]


def test_a_campaign_is_not_ended_during_a_mission() -> None:
    """The vote is the preparation's: during a mission it is refused with the rule and what to do."""
    state = fold(ENGINE.start(FarCryOptions(seats=2, mission="mission_1", campaign=True), Rng(1)))
    out = ENGINE.decide(state, 0, pc.EndCampaign(), 0.0, Rng(0))
    assert isinstance(out, RuleViolation) and out.code == "between_missions"
    assert "preparation" in out.message


def test_the_restored_save_counts_the_failures_and_a_losing_group_ends_the_campaign() -> None:
    """R-F-52: each failure restores the kept save with the mission's count of failures up by one, so
    the view tells the group how often it tried; the heuristic votes to stop after
    `bots.GIVE_UP_AFTER` failures of the same mission, and the match ends, lost, with nothing won."""
    s, log, trail = campaign(losing_group, 0)
    debriefed = [e for e in log if isinstance(e, ev.MissionDebriefed)]
    assert [e.result for e in debriefed] == ["failure"] * bots.GIVE_UP_AFTER
    assert [e.save.failures for e in debriefed] == [{"mission_1": n} for n in range(1, bots.GIVE_UP_AFTER + 1)]
    kept = next(e for e in log if isinstance(e, ev.SaveKept)).save
    assert all(msgspec.structs.replace(e.save, failures={}) == kept for e in debriefed), "the rest is restored whole"
    assert trail == [("mission_1", "mission"), ("mission_1", "preparation")] * bots.GIVE_UP_AFTER
    assert log[-1] == pe.CampaignEnded(missions_done=[], failures={"mission_1": bots.GIVE_UP_AFTER})
    status = ENGINE.status(s)
    assert status.finished and status.outcome is not None and status.outcome.reason == "campaign_ended"
    view = ENGINE.view(s, 0)
    assert view.campaign_ended and view.save is not None and view.save.failures == {"mission_1": 3}


def test_a_heuristic_campaign_always_comes_to_an_end() -> None:
    """Whatever mission the heuristic cannot win, its campaign finishes (won to the end of this
    version's missions, or ended by the group): the analytics' simulations rely on it."""
    s, _, trail = campaign(bots.heuristic, CAMPAIGN_SEED)
    status = ENGINE.status(s)
    assert status.finished and status.outcome is not None
    assert status.outcome.reason in {"campaign_done", "campaign_ended"}
    assert s.save is not None and s.save.missions_done[:3] == ["mission_1", "mission_2", "mission_3"], trail
