"""The Mansions scenario as data: counts of inventory 3.2, references, the twelve stories (L11, H-2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest

from domain.games.mansions.content import CONTENT, COUNTS, load
from domain.games.mansions.content.schema import (
    VERBS,
    Deliver,
    Escape,
    EventResolved,
    MentalTrait,
    PhysicalTrait,
)
from domain.games.mansions.content.story import StoryError, every_story


def test_the_pack_loads_from_its_files_alike() -> None:
    again = load()
    assert again.exploration == CONTENT.exploration
    assert again.board == CONTENT.board


def test_counts_follow_inventory_3_2() -> None:
    c = CONTENT
    tables: dict[str, Mapping[str, object]] = {
        "objectives.json": c.objectives,
        "exploration.json": c.exploration,
        "locks.json": c.locks,
        "obstacles.json": c.obstacles,
        "mythos.json": c.mythos,
        "trauma.json": c.trauma,
        "combat.json": c.combat,
        "events.json": c.events,
        "keeper_actions.json": c.keeper_actions,
        "spells.json": c.spells,
        "puzzles.json": c.puzzles,
    }
    assert {name: len(t) for name, t in tables.items()} == COUNTS
    assert len(c.monsters) >= 8 and len(c.investigators) >= 8
    assert Counter(type(t).__name__ for t in c.traits.values()) == {"PhysicalTrait": 16, "MentalTrait": 16}
    assert sum(1 for i in c.items.values() if i.starting) == 14
    assert 8 <= len(c.board.rooms) <= 12 and 20 <= len(c.board.spaces) <= 30


def test_monsters_cover_the_three_combat_decks() -> None:
    """L70: blue humanoid, brown beast, green eldritch; each deck answers every attack kind (L70, L97, L98)."""
    assert Counter(m.cls for m in CONTENT.monsters.values()) == {"humanoid": 3, "beast": 3, "eldritch": 3}
    for cls in ("humanoid", "beast", "eldritch"):
        kinds = Counter(k.kind for k in CONTENT.combat.values() if k.cls == cls)
        assert kinds == {"bare_hands": 3, "melee": 3, "ranged": 3, "vs_hidden": 2, "vs_barricade": 1}
    named = {m.id for m in CONTENT.monsters.values() if m.named}
    killed = {k.monster for o in CONTENT.objectives.values() for k in o.investigators if hasattr(k, "monster")}
    assert killed <= named  # a monster whose death wins the game is protected like a named one (L116, H-64)


def test_investigators_choose_one_of_two_physical_and_mental_traits() -> None:
    """L12 and the README: 2 of 4 traits; physical ones set strength/dexterity/marksmanship and give an item."""
    for inv in CONTENT.investigators.values():
        assert all(isinstance(CONTENT.traits[t], PhysicalTrait) for t in inv.physical)
        assert all(isinstance(CONTENT.traits[t], MentalTrait) for t in inv.mental)
    items = [t.item for t in CONTENT.traits.values() if isinstance(t, PhysicalTrait) and t.item]
    assert sorted(items) == sorted(i.id for i in CONTENT.items.values() if i.starting)
    assert "storm_lantern" in items  # a lantern among the starting items (L96)


def test_trauma_deck_holds_the_aids_special_cards() -> None:
    """L64: a 'several investigators' card; L115: Perte de vision."""
    several = [t for t in CONTENT.trauma.values() if t.several]
    assert [t.name.fr for t in several] == ["Cauchemar partagé"]
    vision = CONTENT.trauma["loss_of_vision"]
    assert vision.kind == "injury" and vision.name.fr == "Perte de vision"


def test_spells_of_a_type_differ_only_on_their_hidden_side() -> None:
    """L76, R-H-21: the public face cannot tell two spells of a type apart."""
    by_type: dict[str, set[tuple[str, str, int]]] = {}
    for s in CONTENT.spells.values():
        by_type.setdefault(s.spell_type, set()).add((s.name.en, s.attribute, int(s.attack)))
    assert all(len(faces) == 1 for faces in by_type.values())
    hidden = {(s.success.text.en, s.failure.text.en) for s in CONTENT.spells.values()}
    assert len(hidden) == len(CONTENT.spells)


def test_every_effect_verb_is_used_and_known() -> None:
    """The closed vocabulary: each verb appears somewhere, so the engine's implementation of it is exercised."""
    import msgspec

    seen: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, msgspec.Struct):
            tag = type(value).__struct_config__.tag
            if isinstance(tag, str) and type(value).__struct_config__.tag_field == "verb":
                seen.add(tag)
            for name in value.__struct_fields__:
                walk(getattr(value, name))
        elif isinstance(value, list | tuple):
            for v in value:
                walk(v)

    for table in (
        CONTENT.monsters,
        CONTENT.traits,
        CONTENT.items,
        CONTENT.spells,
        CONTENT.combat,
        CONTENT.mythos,
        CONTENT.trauma,
        CONTENT.keeper_actions,
        CONTENT.events,
        CONTENT.obstacles,
        CONTENT.objectives,
    ):
        walk(list(table.values()))
    assert seen == VERBS


def test_twelve_stories_each_place_every_clue_and_pick_an_objective() -> None:
    """L7, L11, H-1, H-2: the keeper's three answers move the clues and choose the objective."""
    stories = list(every_story(CONTENT.scenario))
    assert len(stories) == 2 * 2 * 3
    clue_layouts = set()
    objectives: Counter[str] = Counter()
    rooms = {r.id for r in CONTENT.board.rooms}
    for answers in stories:
        setup = CONTENT.story(answers)
        assert sorted(setup.clue_rooms) == [1, 2, 3, 4]
        assert set(setup.clue_rooms.values()) <= rooms
        clue_layouts.add(tuple(sorted(setup.clue_rooms.items())))
        objectives[setup.objective] += 1
        objective = CONTENT.objectives[setup.objective]
        assert any(isinstance(k, EventResolved) and k.event == "high_water" for k in objective.keeper)
        wanted = {k.item for k in objective.investigators if isinstance(k, Deliver | Escape) and k.item}
        found = {CONTENT.exploration[k].item for s in setup.stacks.values() for k in s if k in CONTENT.exploration}
        assert wanted <= found
    assert len(clue_layouts) == 4  # the two clue questions move the clues independently
    assert objectives == {"obj_bride": 4, "obj_wheel": 4, "obj_offering": 4}


def test_a_clue_names_the_next_clues_room() -> None:
    setup = CONTENT.story({"writer": "penhale", "found": "cistern", "want": "offering"})
    assert setup.clue_rooms == {1: "kitchen", 2: "parlour", 3: "larder", 4: "cellar"}
    first = CONTENT.exploration["clue_1"].text
    assert "{room}" in first.en and "{room}" in first.fr
    assert "{room}" not in CONTENT.exploration["clue_4"].text.en  # the last clue reveals the objective (H-1)
    assert setup.stacks["parlour"][0] == "obs_beam"  # a barrier lies on top of its room's stack


def test_a_story_needs_one_answer_per_question() -> None:
    with pytest.raises(StoryError, match="answer every question"):
        CONTENT.story({"writer": "silas"})
    with pytest.raises(StoryError, match="no answer 'nobody'"):
        CONTENT.story({"writer": "nobody", "found": "wheel", "want": "bride"})


def test_clue_text_fills_with_the_room_name_in_each_language() -> None:
    setup = CONTENT.story({"writer": "silas", "found": "wheel", "want": "bride"})
    rooms = {r.id: r.name for r in CONTENT.board.rooms}
    clue = CONTENT.exploration["clue_1"].text
    nxt = rooms[setup.clue_rooms[2]]
    assert clue.get("en").format(room=nxt.get("en")).endswith("one word: Study.")
    assert clue.get("fr").format(room=nxt.get("fr")).endswith("un seul mot : Bureau.")
