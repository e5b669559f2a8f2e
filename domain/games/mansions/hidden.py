"""Re-dealing what a seat cannot know (``resample_hidden``: non-interference tests and stand-in bots).

For every seat, the keeper included: the spells in hand and in their decks (R-H-21: every card of a
type not yet seen is equally likely behind each face-down slot, the holder's hand keeping its order
and types, so handles stay put), and the mythos, trauma and combat decks' orders. For an
investigator seat or the spectator, also the keeper's story (H-2) when it is not in the public
options: one of the stories that agree with every card the table has seen (each stack's size, the
cards already taken off each stack, the barriers met on top, whether a barrier tops a room an
investigator stands in, the room each found clue's text names, the objective once revealed), with the
stacks and objective it sets, less what has left each stack; and the keeper's hand of mythos and
trauma cards, re-dealt with the decks' cards.

The board agrees by construction: the content loader refuses a pack whose set-up (monsters, stack
sizes) differs between stories, and a story's own monsters enter at the reveal, when its objective
and reveal monsters must match what the table saw.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.games.mansions import commands as cmd
from domain.games.mansions import ending, rules
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import MonsterStart
from domain.games.mansions.content.story import SetUp, every_story
from domain.games.mansions.state import MansionsState, copy_state
from domain.games.mansions.views import KEEPER
from domain.rng import Rng


def resample_hidden(state: MansionsState, seat: int | None, rng: Rng) -> MansionsState:
    s = copy_state(state)
    resample_spells(s, rng)
    s.mythos = rng.shuffled(s.mythos)
    s.trauma = rng.shuffled(s.trauma)
    s.combat = {cls: rng.shuffled(cards) for cls, cards in s.combat.items()}
    if seat != KEEPER and s.options.story is None and s.answers is not None:
        resample_story(s, rng)
    if seat != KEEPER:
        resample_hand(s, rng)
    return s


def resample_hand(s: MansionsState, rng: Rng) -> None:
    """The keeper's hand (H-21, H-22) re-dealt from the cards nobody else has seen (its own and the
    deck's, of each kind): as many mythos and trauma cards as it holds, in the same slots; but the card
    a held decision plays (a test prompt waits in its mythos or trauma, ``skill_prompt``) stays: the
    keeper has played it, the table sees it as soon as the answer is given."""
    hand = list(s.hand)
    kept = held_card(s)
    for deck, is_kind in (("mythos", CONTENT.mythos), ("trauma", CONTENT.trauma)):
        slots = [i for i, c in enumerate(hand) if c in is_kind and c != kept]
        rest = s.mythos if deck == "mythos" else s.trauma
        pool = rng.shuffled(sorted([hand[i] for i in slots] + rest))
        for i, card in zip(slots, pool, strict=False):
            hand[i] = card
        rest[:] = pool[len(slots) :]
    s.hand = hand


def held_card(s: MansionsState) -> str | None:
    """The keeper's card a held decision plays, if any."""
    p = s.test_prompt
    command = None if p is None else p.command
    return command.card if isinstance(command, cmd.PlayMythos | cmd.PlayTrauma) else None


def resample_spells(s: MansionsState, rng: Rng) -> None:
    """Every face-down spell slot (held, then each deck) gets a card of its type nobody has seen."""
    seen = {*s.discard, *s.spell_discard}  # a cast spell is face up (part 2d)
    for kind, deck in s.spell_decks.items():
        held = [(f, i) for _, f in sorted(s.figures.items()) for i, c in enumerate(f.spells) if spell_type(c) == kind]
        pool = rng.shuffled(sorted(c for c in CONTENT.spells if spell_type(c) == kind and c not in seen))
        for (f, i), card in zip(held, pool, strict=False):
            f.spells[i] = card
        s.spell_decks[kind] = pool[len(held) : len(held) + len(deck)]


def spell_type(card: str) -> str:
    return CONTENT.spells[card].spell_type


def resample_story(s: MansionsState, rng: Rng) -> None:
    """A story the cards and the monsters seen cannot rule out."""
    assert s.answers is not None
    real = CONTENT.story(s.answers)
    stories = map(CONTENT.story, every_story(CONTENT.scenario))
    candidates = [story for story in stories if agrees(s, real, story)]
    chosen = rng.choice(candidates)
    s.answers = dict(chosen.answers)
    s.objective = chosen.objective
    s.stacks = {room: list(chosen.stacks[room][len(real.stacks[room]) - len(s.stacks[room]) :]) for room in s.stacks}


def agrees(s: MansionsState, real: SetUp, story: SetUp) -> bool:
    """``story`` could be the keeper's, given what the table has seen of ``real`` in ``s``: the set-up's
    monsters (the same in every story of a loaded pack), the cards taken off each stack, the barriers
    met, whether a barrier tops a room an investigator stands in (explore is refused there), the room
    each found clue names, and once
    revealed the objective and the monsters that entered with it; and, while the match goes on, no
    condition of the story's objective for the keeper already holds."""
    if placements(story.monsters) != placements(real.monsters) or set(story.stacks) != set(real.stacks):
        return False
    if s.revealed and (
        story.objective != real.objective or placements(story.reveal_monsters) != placements(real.reveal_monsters)
    ):
        return False
    if s.winner is None and any(ending.met(s, c) for c in CONTENT.objectives[story.objective].keeper):
        return False  # the keeper would have won already: every seat knows the match goes on
    if any(story.clue_rooms.get(n + 1) != real.clue_rooms.get(n + 1) for n in s.clues_found):
        return False  # a found clue's text names the next clue's room to every seat (views.clue_view)
    occupied = {rules.room(f.space) for f in rules.living(s) if f.space is not None}
    for room, now in s.stacks.items():
        was, could = real.stacks[room], story.stacks[room]
        gone = len(was) - len(now)
        if len(could) != len(was) or could[:gone] != was[:gone]:
            return False
        if room in s.known_barriers and now and could[gone] != now[0]:
            return False
        if room in occupied and now and (could[gone] in rules.BARRIERS) != (now[0] in rules.BARRIERS):
            return False  # an investigator there may explore it, or not (H-38)
    return True


def placements(monsters: Iterable[MonsterStart]) -> list[tuple[str, str]]:
    return sorted((m.monster, m.space) for m in monsters)
