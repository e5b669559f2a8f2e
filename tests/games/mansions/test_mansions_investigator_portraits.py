"""The investigators explained where they are chosen (issue 34, item 9): while a seat may choose one
(set-up, H-3), the view lists them in ``choosable`` and carries each one's portrait (who they are, from
the content's ``story``, with health, sanity and skill points) and each of its traits explained (the
attributes it sets and the item, spell or ability it gives), in the reader's language; once every seat
has chosen, the list is empty and the texts of the investigators nobody plays are gone."""

from __future__ import annotations

import pytest

from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.view_names import TEXTS, name_of
from domain.games.mansions.views import view
from tests.games.mansions.mansions_play import CYRUS, act, match


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_investigator_to_choose_is_told_with_its_traits_explained(lang: str) -> None:
    state = match(picks=[None])
    assert state.phase == "setup" and 1 not in state.figures
    v = view(state, 1, lang)
    assert v.choosable == list(CONTENT.investigators)
    for inv_id, inv in CONTENT.investigators.items():
        assert v.names[inv_id] == inv.name.get(lang)
        portrait = v.texts[inv_id]
        assert portrait.startswith(inv.story.get(lang))
        assert all(str(n) in portrait for n in (inv.health, inv.sanity, inv.skill_points))
        for trait_id in (*inv.physical, *inv.mental):
            trait = CONTENT.traits[trait_id]
            assert v.names[trait_id] == trait.name.get(lang)
            told = v.texts[trait_id]
            if isinstance(trait, sc.PhysicalTrait):
                numbers = {"strength": trait.strength, "dexterity": trait.dexterity, "marksmanship": trait.marksmanship}
                if trait.item is not None:
                    assert (name_of(trait.item, lang) or trait.item) in told
                if trait.spell_type is not None:
                    assert TEXTS.text(f"spell.{trait.spell_type}", lang) in told
            else:
                numbers = {"intellect": trait.intellect, "willpower": trait.willpower, "lore": trait.lore}
                numbers["luck"] = trait.luck
                assert trait.ability.name.get(lang) in told and trait.ability.card.text.get(lang) in told
            for attribute, n in numbers.items():
                assert f"{TEXTS.text(f'attribute.{attribute}', lang)} {n}" in told


def test_the_keeper_and_a_spectator_read_the_same_portraits_and_the_list_ends_with_the_choice() -> None:
    state = match(picks=[None])
    for seat in (0, None):
        other = view(state, seat, "en")
        assert other.choosable == list(CONTENT.investigators)
        assert other.texts["agnes_thorne"] == view(state, 1, "en").texts["agnes_thorne"]
    body = {"action": "choose_investigator", "investigator": CYRUS.investigator}
    played = act(state, 1, body | {"physical": CYRUS.physical, "mental": CYRUS.mental})
    after = view(played, 1, "en")
    assert after.choosable == []
    assert "agnes_thorne" not in after.texts and "steady_hands" not in after.texts
    assert CYRUS.physical in after.texts and CYRUS.investigator in after.texts
