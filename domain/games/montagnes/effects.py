"""Consequences shared by several commands and steps: healing, injuries, Leadership tokens lost or
boxed, madness drawn, the penalty die's faces, the end of a turn (and the defeats they may cause)."""

from __future__ import annotations

from domain.games.montagnes import events as ev
from domain.games.montagnes import rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.context import Flow


def heal(flow: Flow) -> None:
    """Soigner: one injury from the sled (played this turn) or the discard back to its pile."""
    s = flow.s
    for entry in s.sled:
        if CONTENT.is_injury(entry.card):
            flow.emit(ev.InjuryHealed(card=entry.card, source="sled"))
            return
    for card in s.discard:
        if CONTENT.is_injury(card):
            flow.emit(ev.InjuryHealed(card=card, source="discard"))
            return


def draw_injuries(flow: Flow, count: int) -> None:
    """« Si vous devez piocher une Blessure et que la pioche est vide, passez à la Fin » (R-M-4)."""
    for _ in range(count):
        if not flow.s.injury_pile:
            flow.emit(
                ev.ExpeditionEnded(
                    won=False,
                    reason="injuries",
                    detail="Affaibli et accablé de blessures, le groupe peine à avancer.",
                )
            )
            return
        flow.emit(ev.InjuryDrawn(card=flow.s.injury_pile[0]))


def box(flow: Flow, source: str, reason: str) -> None:
    """A token to the box; boxing the last one loses the game."""
    flow.emit(ev.TokenBoxed(source=source, reason=reason))
    if flow.s.tokens_left() == 0:
        flow.emit(
            ev.ExpeditionEnded(
                won=False,
                reason="leadership",
                detail="Vous avez perdu tout espoir de survie, isolés dans cette cruelle immensité.",
            )
        )


def lose_token(flow: Flow, reason: str) -> None:
    """« Défaussez un jeton Leadership du Traîneau. S'il n'y a plus de jetons sur le Traîneau,
    remettez, à la place, un jeton de la défausse dans la boîte »."""
    if flow.s.tokens_sled > 0:
        flow.emit(ev.TokenDiscarded(count=1, reason=reason))
    else:
        box(flow, "discard", reason)


def box_one(flow: Flow, reason: str) -> None:
    """Box one token « au choix » (R-M-1, R-M-5): a prompt when both places hold tokens."""
    s = flow.s
    if s.tokens_sled and s.tokens_discard:
        flow.emit(ev.StepChanged(step="box"))
    else:
        box(flow, "sled" if s.tokens_sled else "discard", reason)


def draw_madness(flow: Flow, seat: int) -> None:
    """PIOCHER UNE CARTE FOLIE: the next level; the old card goes back to the box (not in expert)."""
    s = flow.s
    level = rules.madness_level(s, seat) + 1
    returned = None if s.expert or not s.madness[seat] else s.madness[seat][0]
    card = s.madness_decks[level - 1][0]
    flow.emit(ev.MadnessDrawn(seat=seat, level=level, card=card, returned=returned))


def apply_die(flow: Flow, face: str, trial: int) -> None:
    """DÉ MALUS: Accident (two injuries), Confusion (discard the gap, R-M-1), Perte de moral (two tokens, R-M-5)."""
    s = flow.s
    if face == "accident":
        draw_injuries(flow, 2)
    elif face == "confusion":
        outcome = s.trials[trial]
        gap = rules.current_trials(s)[trial].gap(outcome.total)
        if len(s.deck) >= gap:
            flow.emit(ev.CardsMilled(cards=s.deck[:gap], reason="confusion"))
        else:
            box_one(flow, "confusion")
    elif s.tokens_sled >= 2:
        flow.emit(ev.TokenDiscarded(count=2, reason="morale"))
    else:
        box_one(flow, "morale")


def end_turn(flow: Flow) -> None:
    """The next Leader's turn, or the end once the plane stands on the last escape tile (the score)."""
    s = flow.s
    if s.plane == rules.ESCAPE[-1]:
        relics = rules.relics_won(s)
        injuries = rules.injuries_held(s)
        score = relics - injuries
        flow.emit(
            ev.ExpeditionEnded(
                won=score >= 0,
                reason="escaped",
                detail=rules.result_label(score),
                relics=relics,
                injuries=injuries,
                score=score,
            )
        )
    else:
        flow.emit(ev.TurnEnded(leader=(s.leader + 1) % s.seats))
