"""The command handlers by command type: what the engine's ``handle`` and the turn search both run."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command
from domain.games.maeshowe import answers, turn
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe.context import Ctx

HANDLERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    cmd.Play: turn.play,
    cmd.PlayFromDiscard: turn.play_from_discard,
    cmd.Discard: turn.discard,
    cmd.Give: turn.give,
    cmd.PassJarl: turn.pass_jarl,
    cmd.Eat: answers.eat,
    cmd.ChooseRune: answers.choose_rune,
    cmd.Peek: answers.peek,
    cmd.Forage: answers.forage,
    cmd.ForagePick: answers.forage_pick,
    cmd.TakeBack: answers.take_back,
    cmd.Sacrifice: answers.sacrifice,
    cmd.Rearrange: answers.rearrange,
    cmd.PromptnessCost: answers.promptness_cost,
    cmd.DiscardDown: answers.discard_down,
    cmd.RuinPair: answers.ruin_pair,
}

COMMAND_BY_TAG: dict[str, type[Command]] = {str(c.__struct_config__.tag): c for c in HANDLERS}
