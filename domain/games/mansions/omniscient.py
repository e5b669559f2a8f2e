"""The omniscient view (a finished match's replay, an admin): the spectator's :class:`MansionsView`
with every hidden part shown, so it is typed and drawn like a seat's view: the keeper's story (the
answers, the objective, each stack in order), every spell's card behind its handle, the keeper's hand and the decks
in order. It shows everything ``resample_hidden`` redraws."""

from __future__ import annotations

import msgspec

from domain.games.mansions.state import MansionsState
from domain.games.mansions.views import DecksView, MansionsView, investigator_view, secrets, view, with_labels


def omniscient_view(s: MansionsState, lang: str = "en") -> MansionsView:
    public = view(s, None, lang)
    whole = msgspec.structs.replace(
        public,
        investigators=[investigator_view(s, f, lang, cards=True) for _, f in sorted(s.figures.items())],
        secrets=secrets(s),
        decks=DecksView(
            spells={kind: list(cards) for kind, cards in sorted(s.spell_decks.items())},
            mythos=list(s.mythos),
            trauma=list(s.trauma),
            combat={cls: list(cards) for cls, cards in sorted(s.combat.items())},
        ),
    )
    return with_labels(whole, lang)
