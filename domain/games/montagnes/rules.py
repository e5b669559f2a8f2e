"""Rule queries over a state: who may be chosen, where the plane may go, what a seat may place.

Pure functions shared by ``decide`` (which re-checks commands) and ``legal_actions`` (which lists
them), so the two can never disagree.
"""

from __future__ import annotations

from domain.games.montagnes import madness as mad
from domain.games.montagnes.content import CONTENT, MadnessCard, Restriction, Trial
from domain.games.montagnes.state import MontagnesState

BOARD = CONTENT.board
ESCAPE = BOARD.escape
GATES = BOARD.gates
RELIC_KINDS = ("specimen", "vestige", "knowledge")
"""The rewards that give a relic (the others are actions)."""


def leader_constraints(s: MontagnesState) -> set[str]:
    """Lasting constraints of the relics the Leader holds (« un impact direct lorsqu'il est Leader »)."""
    return {CONTENT.relics[r].constraint for r in s.relics[s.leader]}


def can_use_token(s: MontagnesState, use: str) -> bool:
    """A token on the sled, and that use not covered by a relic token on the Leader's board."""
    return s.tokens_sled > 0 and use not in s.covered[s.leader]


def madness_level(s: MontagnesState, seat: int) -> int:
    return max((CONTENT.madness[m].level for m in s.madness[seat]), default=0)


def ignored_cards(s: MontagnesState, seat: int) -> list[str]:
    return s.ignored_cards[seat] if seat < len(s.ignored_cards) else []


def ignorable(s: MontagnesState, seat: int) -> list[MadnessCard]:
    """Cards not yet ignored this turn, highest level first."""
    chosen = ignored_cards(s, seat)
    cards = sorted((CONTENT.madness[m] for m in s.madness[seat]), key=lambda c: -c.level)
    return [c for c in cards if c.id not in chosen]


def active_madness(s: MontagnesState, seat: int) -> list[MadnessCard]:
    """Cards applied this turn: highest level first, minus those a Leadership token lets the player
    ignore (the card its holder chose; the highest left for a token recorded without a choice)."""
    unchosen = s.ignored[seat] - len(ignored_cards(s, seat))
    return ignorable(s, seat)[max(0, unchosen) :]


def ignore_chooser(s: MontagnesState) -> int | None:
    """The player who must still say which card a Leadership token lets them ignore."""
    if s.step != "ignore_choice":
        return None
    return next((p for p in range(s.seats) if s.ignored[p] > len(ignored_cards(s, p))), None)


def active_rules(s: MontagnesState, seat: int) -> list[Restriction]:
    return mad.combine(active_madness(s, seat))


def madness_drawable(s: MontagnesState, seat: int) -> bool:
    """« Si vous avez déjà une carte Folie de niveau 3, vous ne pouvez pas être choisi »."""
    level = madness_level(s, seat)
    return level < 3 and bool(s.madness_decks[level])


def failure_madness_targets(s: MontagnesState) -> list[int]:
    targets = [p for p in range(s.seats) if madness_drawable(s, p)]
    if "no_self_madness" in leader_constraints(s):
        targets = [p for p in targets if p != s.leader]
    return targets


def relic_recipients(s: MontagnesState) -> list[int]:
    """R-M-3: a player below level 3 if there is one; anyone when all are at level 3."""
    below = [p for p in range(s.seats) if madness_drawable(s, p)]
    players = below or list(range(s.seats))
    if "no_self_relic" in leader_constraints(s) and len(players) > 1:
        players = [p for p in players if p != s.leader]
    return players


def move_targets(s: MontagnesState) -> list[str]:
    """Adjacent spaces (never staying put); the first move onto a bottom-row Coast tile; after the
    Gates of Madness, the next escape space only. Relic constraints apply when they leave a choice."""
    if s.plane is None:
        return [sp.id for sp in BOARD.spaces if sp.row == BOARD.start_row and s.board.get(sp.id)]
    if s.plane == GATES:
        return [ESCAPE[0]]
    if s.plane in ESCAPE:
        index = ESCAPE.index(s.plane)
        return [ESCAPE[index + 1]] if index + 1 < len(ESCAPE) else []
    here = CONTENT.spaces[s.plane]
    targets = [t for t in here.adjacent if t not in ESCAPE]
    constraints = leader_constraints(s)
    if "no_move_down" in constraints:
        upward = [t for t in targets if CONTENT.spaces[t].row >= here.row]
        targets = upward or targets
    if "must_take_tile" in constraints:
        tiled = [t for t in targets if s.board.get(t)]
        targets = tiled or targets
    return targets


def current_trials(s: MontagnesState) -> list[Trial]:
    """The tile's trials, or R-M-6's fixed pair for an empty space of that region."""
    if s.current_tile is not None:
        return CONTENT.tiles[s.current_tile].trials
    assert s.current_space is not None
    return BOARD.empty_trials[CONTENT.spaces[s.current_space].region]


def search_targets(s: MontagnesState) -> list[str]:
    """Fouiller: a face-down tile not adjacent to the plane's space (nor under it)."""
    assert s.plane is not None
    near = {s.plane, *CONTENT.spaces[s.plane].adjacent}
    return [sp for sp, tile in s.board.items() if tile is not None and sp not in near]


def placeable(s: MontagnesState, seat: int) -> tuple[list[str], int]:
    """Hand cards ``seat`` may place now and how many at most in one placement (0: none)."""
    rules = list(active_rules(s, seat))
    constraints = leader_constraints(s) if seat == s.leader else set()
    if "leader_no_cards" in constraints:
        return [], 0
    allowed = [c for c in s.hands[seat] if mad.card_allowed(rules, mad.card_of(c))]
    budget, single = mad.card_budget(rules, s.placed[seat])
    if "leader_max_two_cards" in constraints:
        left = max(0, 2 - s.placed[seat])
        budget = left if budget is None else min(budget, left)
    most = len(allowed)
    if budget is not None:
        most = min(most, budget)
    if single:
        most = min(most, 1)
    return (allowed, most) if most > 0 else ([], 0)


def deal_needs(s: MontagnesState) -> dict[int, int]:
    """Cards each player may still receive (none while above the limit)."""
    limit = s.hand_limit()
    return {p: limit - len(s.hands[p]) for p in range(s.seats) if len(s.hands[p]) < limit}


def can_restart(s: MontagnesState) -> bool:
    if not can_use_token(s, "encounter"):
        return False
    return not ("single_restart" in leader_constraints(s) and s.restarts >= 1)


def rest_allowed(s: MontagnesState) -> bool:
    """« S'il ne vous reste plus qu'un seul jeton Leadership au total ... pas de phase de repos »."""
    return s.tokens_left() > 1 and "no_rest" not in leader_constraints(s)


def hourglass_seconds(s: MontagnesState) -> float:
    if "short_hourglass" in leader_constraints(s):
        return s.encounter_seconds * 2 / 3
    return s.encounter_seconds


RESULT_TABLE: list[tuple[int, int, str]] = [
    (-(10**6), -1, "Défaite"),
    (0, 0, "Faible succès"),
    (1, 3, "Petit succès"),
    (4, 7, "Succès moyen"),
    (8, 10, "Grand succès"),
    (11, 10**6, "Succès retentissant"),
]


def result_label(score: int) -> str:
    """The end-of-game table (relics minus injuries)."""
    for low, high, label in RESULT_TABLE:
        if low <= score <= high:
            return label
    raise AssertionError(score)


def injuries_held(s: MontagnesState) -> int:
    """R-M-2: injuries in the equipment deck, its discard and the hands (not the injury pile)."""
    pools = [s.deck, s.discard, *s.hands, [c.card for c in s.sled]]
    return sum(1 for pool in pools for card in pool if CONTENT.is_injury(card))


def relics_won(s: MontagnesState) -> int:
    return sum(len(r) for r in s.relics)
