"""Items in use (designed, inventory 3.1 "items and weapons in use"): using an item with ``use`` effects
is the turn's action, a non-attack one (evade tests first, H-9, R-H-1); a ``consumed`` item is then
discarded. An item naming "an investigator in your room" (``chosen_in_room``, self included, H-37) or
"a monster in your room" (``chosen_monster``) takes the choice as ``target``. Weapons attack: part 2."""

from __future__ import annotations

from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, movement, rules
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState


def _chooses(item: str) -> str | None:
    """``investigator`` or ``monster`` when the item's effects name a chosen target, else None."""
    for e in CONTENT.items[item].use:
        target = getattr(e, "target", None)
        if target == "chosen_in_room":
            return "investigator"
        if target == "chosen_monster":
            return "monster"
    return None


def usable(s: MansionsState, f: Figure) -> dict[str, list[int] | None]:
    """Item -> its possible targets (None: it takes none) for the items ``f`` may use now."""
    if s.action_used or f.space is None:
        return {}
    here = rules.room(f.space)
    out: dict[str, list[int] | None] = {}
    for item in dict.fromkeys(f.items):
        if not CONTENT.items[item].use:
            continue
        chooses = _chooses(item)
        if chooses == "investigator":
            out[item] = [g.seat for g in rules.living(s) if g.space is not None and rules.room(g.space) == here]
        elif chooses == "monster":
            targets = [m.uid for m in rules.monsters_in_room(s, here)]
            if targets:
                out[item] = targets
        else:
            out[item] = None
    return out


def use_item(ctx: Ctx, seat: int, command: cmd.UseItem) -> None:
    f = movement.acting(ctx, seat)
    if ctx.st.action_used:
        rules.refuse("action_used", "H-5")
    options = usable(ctx.st, f)
    if command.item not in options:
        rules.refuse("cannot_use_item", "H-5")
    targets = options[command.item]
    if (targets is None) != (command.target is None) or (targets is not None and command.target not in targets):
        rules.refuse("bad_target", "H-37")
    if movement.evade(ctx, seat, "use", token=command.item, target=command.target):
        use_now(ctx, seat, command.item, command.target)


def use_now(ctx: Ctx, seat: int, item: str, target: int | None) -> None:
    spec = CONTENT.items[item]
    ctx.emit(ev.ItemUsed(seat=seat, item=item, consumed=spec.consumed, target=target))
    chooses = _chooses(item)
    effects.apply(
        ctx,
        spec.use,
        seat,
        monster=target if chooses == "monster" else None,
        chosen=target if chooses == "investigator" else None,
    )
