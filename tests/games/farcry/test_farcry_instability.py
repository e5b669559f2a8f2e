"""Instabilité's tie (R-F-46, L1222): when the nearest units or the dearest loaded weapons tie, the
card's attack waits for its player's choice, through the real round loop."""

from __future__ import annotations

from domain.contract import Event
from domain.games.farcry import bots
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.arena import put
from tests.games.farcry.farcry_play import ENGINE, act, character, idle, refused
from tests.games.farcry.test_farcry_flow import end_all
from tests.games.farcry.test_farcry_gear import field

TIED = Hex(-2, 4)
"""Range 2 from Daisy on the west, as the red Décapiteur on the east."""


def unstable(blue: Hex = TIED) -> tuple[FarCryState, list[Event]]:
    """Daisy (madness 7, Instabilité face down) between two Décapiteurs at range 2, turned at the
    next round's madness step."""
    s = field(2)
    put(s, "keith", Hex(-2, 7))
    put(s, "daisy", Hex(0, 4))
    put(s, "decapiteur-red", Hex(2, 4), hp=6)
    put(s, "decapiteur-blue", blue, hp=6)
    idle(s)
    daisy = character(s, "daisy")
    daisy.stress_card, daisy.stress_face_up = "folie_2", False
    return end_all(s)


def test_a_tie_on_the_nearest_unit_waits_for_the_players_choice_and_blocks_the_rest() -> None:
    """R-F-46: two nearest units: the turn asks Daisy's seat which one (nothing else is listed or
    accepted meanwhile, from any seat); the chosen one is attacked with the D50 at once, and that is
    the D50's attack for the round (no reload either)."""
    s, out = unstable()
    asked = [e for e in out if isinstance(e, ev.InstabilityAsked)]
    assert len(asked) == 1 and {a.at for a in asked[0].options} == {Hex(2, 4), Hex(-2, 4)}
    assert s.step == "players" and [p.kind for p in ENGINE.prompts(s)] == ["instability"]
    actions = ENGINE.legal_actions(s, 0)
    assert [a.action for a in actions] == ["choose"] and ENGINE.legal_actions(s, 1) == []
    assert refused(s, 1, cmd.EndTurn(character="keith")).code == "instability_pending"
    value = next(str(c.value) for c in actions[0].params[0].choices if str(c.value).endswith("@2,4"))
    after, events = act(s, 0, cmd.Choose(prompt=actions[0].fixed["prompt"], value=value), rng_seed=2)
    shot = [e for e in events if isinstance(e, ev.AttackResolved)]
    assert [(e.attacker, e.weapon, e.target) for e in shot] == [("daisy", "desert_eagle", "decapiteur-red")]
    assert after.unstable == [] and any(a.action == "end_turn" for a in ENGINE.legal_actions(after, 1))
    eagle = next(w for w in character(after, "daisy").weapons if w.weapon == "desert_eagle")
    assert eagle.used and character(after, "daisy").attacked


def test_one_nearest_unit_is_attacked_at_once_and_a_wrong_answer_is_refused() -> None:
    """R-F-46: no tie, no question (the attack resolves when the card turns); an answer that is not
    an offered choice is refused."""
    s, out = unstable(blue=Hex(-3, 4))
    assert not any(isinstance(e, ev.InstabilityAsked) for e in out) and s.unstable == []
    assert any(isinstance(e, ev.AttackResolved) and e.attacker == "daisy" for e in out)
    tied, _ = unstable()
    prompt = ENGINE.legal_actions(tied, 0)[0].fixed["prompt"]
    assert refused(tied, 0, cmd.Choose(prompt=prompt, value="machete@2,4")).code == "not_an_option"
    assert refused(tied, 1, cmd.Choose(prompt=prompt, value="desert_eagle@2,4")).code == "not_your_character"


def test_the_heuristic_answers_an_instability_tie_with_an_enemy() -> None:
    """The heuristic (bots.py) answers the R-F-46 prompt with a listed choice aimed at an enemy."""
    s, _ = unstable()
    command = bots.heuristic(s, 0, Rng(0))
    assert isinstance(command, cmd.Choose) and command.value.startswith("desert_eagle@")
    after, _ = act(s, 0, command)
    assert after.unstable == []


def test_the_instability_attack_at_the_madness_step_is_that_weapons_attack_for_the_round() -> None:
    """R-F-46, R-F-6: the card attacks when turned, before the players' turn; that turn keeps the
    weapon tilted and forbids reloading (the turn's start straightens everything else); the next
    players' turn straightens it too."""
    s, out = unstable(blue=Hex(-3, 4))
    assert any(isinstance(e, ev.InstabilityChosen) and e.weapon == "desert_eagle" for e in out)
    daisy = character(s, "daisy")
    assert s.step == "players" and daisy.attacked
    assert {w.weapon for w in daisy.weapons if w.used} == {"desert_eagle"}
    next(w for w in daisy.weapons if w.weapon == "desert_eagle").ammo = 0
    assert refused(s, 0, cmd.Reload(character="daisy")).code == "attacked_this_turn"
    later, _ = end_all(s)
    assert not any(w.used for w in character(later, "daisy").weapons) and not character(later, "daisy").attacked
