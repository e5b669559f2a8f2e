"""Prompts, legal actions and status: what a generic client needs to play the players' turn.

Built from the queries `decide` re-checks (`rules`), so a listed action is accepted. Reachable hexes
are the `move_to` choices, each labelled with its MP cost (and the damage and free attacks it risks);
a careful variant is listed when some route leaves a zone of control. Attacks are listed per weapon
and target with the cover die they would roll (`combat_actions.attack_choices`); `EXTRA` lets later
modules add more.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from domain.contract import Choice, Json, LegalAction, Param, Prompt, Status
from domain.games.farcry import rules, sentences
from domain.games.farcry.campaign import legal as preparation_legal
from domain.games.farcry.campaign import preparation
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.explorations import play as exploration
from domain.games.farcry.language import both
from domain.games.farcry.state import CharacterState, FarCryState, Reaction, under
from domain.games.farcry.tactical import (
    allies,
    amanites,
    bunker,
    combat,
    combat_actions,
    enemy_turn,
    items,
    luck,
    machine_gun,
    movement,
    reactions,
    talent_actions,
    watchtower,
)
from domain.games.farcry.tactical.hexes import Hex, adjacent, distance, neighbours
from domain.games.farcry.tactical.inventory import leaf_supply, loot_reward, receivable, usable_object
from domain.games.farcry.tactical.paths import ZIP_MP, Route
from domain.games.farcry.views import outcome_of, tile_text

EXTRA: list[Callable[[FarCryState, CharacterState], list[LegalAction]]] = []
"""Extension point: combat appends functions listing a character's attacks, takedowns, talents."""


_both = both
"""Every label here is built in French and English; the engine keeps the reader's (`language`)."""


def _prompt_id(s: FarCryState) -> str:
    return f"r{s.round}.{s.step}"


def prompts(state: FarCryState) -> list[Prompt]:
    """Every seat with a character still to finish its players' turn (simultaneous, R-F-12), and the
    receiver of a pending offer (R-F-49)."""
    s = state
    if s.exploration is not None:
        return exploration.prompts(s)
    if preparation.active(s):
        return preparation_legal.prompts(s)
    r = reactions.open_reaction(s) if s.result is None else None
    if r is not None:
        text = _reaction_text(r, "", "?")
        return [Prompt(reactions.prompt_id(s), rules.character(s, r.character).seat, "reaction", text, r.deadline)]
    owed = amanites.owed_player(s) if s.result is None else None
    if owed is not None:
        text = _both("Amanites : votre attaque gratuite", "Amanites: your free attack")
        return [Prompt(_free_prompt(s), rules.character(s, owed).seat, "free_attack", text)]
    if s.result is None and s.step == "enemies" and s.enemy_choice is not None:
        text = _both("Choisissez le déplacement de l'ennemi", "Choose the enemy's move")
        return [Prompt(enemy_turn.prompt_id(s), seat, "enemy_choice", text) for seat in rules.seats_in_play(s)]
    if s.result is not None or s.step != "players":
        return []
    if s.unstable:
        who = s.unstable[0].character
        text = _both("Instabilité : choisissez la cible", "Instabilité: choose the target")
        return [Prompt(combat_actions.instability_prompt(s, who), rules.character(s, who).seat, "instability", text)]
    busy = () if s.offer is None else (s.offer.character, s.offer.to)
    out = [
        Prompt(_prompt_id(s), seat, "players_turn", _both("À vous d'agir", "Your turn to act"))
        for seat in sorted({c.seat for c in rules.waiting_for(s) if c.character not in busy})
    ]
    if s.offer is not None:
        to = rules.character(s, s.offer.to)
        out.append(Prompt(f"{_prompt_id(s)}.offer", to.seat, "offer", _both("Un don vous est proposé", "An offer")))
    return out


def _route_label(key: str, r: Route) -> str:
    fr = f"({key}) {r.mp} PM"
    en = f"({key}) {r.mp} MP"
    if r.damage:
        fr += f", {r.damage} dégât(s)"
        en += f", {r.damage} damage"
    if r.provoked:
        fr += f", {r.provoked} attaque(s) gratuite(s)"
        en += f", {r.provoked} free attack(s)"
    return _both(fr, en)


def _moves(s: FarCryState, c: CharacterState, pid: str) -> list[LegalAction]:
    out: list[LegalAction] = []
    routes = rules.moves_for(s, c)
    if routes:
        choices = [Choice(rules.hex_key(h), _route_label(rules.hex_key(h), r)) for h, r in sorted(routes.items())]
        out.append(
            LegalAction(
                "move_to",
                _both(
                    f"Se déplacer : {CONTENT.characters[c.character].name}",
                    f"Move {CONTENT.characters[c.character].name}",
                ),
                [Param("to", choices)],
                {"character": c.character},
                pid,
            )
        )
    if any(r.provoked for r in routes.values()):
        careful = rules.moves_for(s, c, careful=True)
        choices = [Choice(rules.hex_key(h), _route_label(rules.hex_key(h), r)) for h, r in sorted(careful.items())]
        if choices:
            out.append(
                LegalAction(
                    "move_to",
                    _both(
                        f"Déplacement prudent : {CONTENT.characters[c.character].name}",
                        f"Careful move: {CONTENT.characters[c.character].name}",
                    ),
                    [Param("to", choices)],
                    {"character": c.character, "careful": True},
                    pid,
                )
            )
    return out + _careful_for_some(s, c, pid)


def _careful_for_some(s: FarCryState, c: CharacterState, pid: str) -> list[LegalAction]:
    """MV-16 (L683-685): "Vous n'êtes pas obligé de payer pour tous les ennemis que vous fuyez": a step
    or a jump leaving two zones of control or more, paying 1 MP for some of those enemies only (all or
    none are the `move_to` choices above)."""
    here = c.at
    if here is None or not rules.can_move(c) or watchtower.up(s, here) or machine_gun.seat_at(s, here):
        return []
    sources = sorted(rules.zone_sources(s).items())
    out: list[LegalAction] = []
    for kind, to, mp, _ in movement.single_moves(s, c.character, here):
        left = [(at, uid) for at, uid in sources if adjacent(here, at) and not adjacent(to, at)]
        most = min(len(left) - 1, c.mp - mp)
        if kind == "zip" or most < 1:
            continue
        choices = [Choice(uid, _both(*_target_label(s, at))) for at, uid in left]
        fixed: dict[str, Json] = {"character": c.character, "path": [list(to)]}
        action, fr, en = "move", "Pas prudent pour certains ennemis", "Careful step for some enemies"
        if kind == "jump":
            fixed = {"character": c.character, "over": [(here.q + to.q) // 2, (here.r + to.r) // 2]}
            action, fr, en = "jump", "Saut prudent pour certains ennemis", "Careful jump for some enemies"
        key = rules.hex_key(to)
        param = Param("careful_for", choices, many=True, min=1, max=most)
        out.append(
            LegalAction(
                action,
                _both(f"{fr} ({key}, {mp} PM + 1 par ennemi)", f"{en} ({key}, {mp} MP + 1 per enemy)"),
                [param],
                fixed,
                pid,
            )
        )
    return out


def _zip(s: FarCryState, c: CharacterState, pid: str) -> list[LegalAction]:
    """MV-11..MV-13, R-F-15, R-F-16: the ride from a zip-line start with each way of pushing the units
    it hits (L669: "dans la direction de votre choix"), alone or with its shot after those pushes."""
    if movement.zip_ride(s, c.character) is None:
        return []
    out: list[LegalAction] = []
    params = _zip_careful(s, c)
    care_fr, care_en = (" ; prudent : +1 PM par ennemi fui", "; careful: +1 MP per enemy left") if params else ("", "")
    for plan in movement.push_plans(s, c.character):
        name: dict[str, Json] = {"character": c.character}
        push_fr = push_en = ""
        if plan:
            name["pushes"] = [{"unit": who, "to": list(to)} for who, to in plan.items()]
            labels = [(_target_label(s, combat.position(s, who) or to), rules.hex_key(to)) for who, to in plan.items()]
            push_fr = " (pousse " + ", ".join(f"{n[0]} vers {h}" for n, h in labels) + ")"
            push_en = " (pushes " + ", ".join(f"{n[1]} to {h}" for n, h in labels) + ")"
        out.append(
            LegalAction(
                "zip_line", _both(f"Tyrolienne{push_fr}{care_fr}", f"Zip line{push_en}{care_en}"), params, name, pid
            )
        )
        for weapon, at in movement.zip_shots(s, c.character, plan):
            w = CONTENT.weapons[weapon]
            out.append(
                LegalAction(
                    "zip_line",
                    _both(
                        f"Tyrolienne{push_fr} et tir : {w.fr} sur {rules.hex_key(at)} (dé dégradé){care_fr}",
                        f"Zip line{push_en} and shot: {w.en} at {rules.hex_key(at)} (degraded die){care_en}",
                    ),
                    params,
                    {**name, "shoot_weapon": weapon, "shoot_target": rules.hex_key(at)},
                    pid,
                )
            )
    return out


def _zip_careful(s: FarCryState, c: CharacterState) -> list[Param]:
    """MV-16 (L681-685) on a ride leaving zones of control: the enemies the rider pays 1 MP each to
    leave safely, none, some or all of them as the MP left allow ("Vous n'êtes pas obligé de payer
    pour tous les ennemis que vous fuyez"); the others attack before the ride (MV-14, R-F-17)."""
    left = movement.zip_left(s, c.character)
    most = min(len(left), c.mp - ZIP_MP)
    if most < 1:
        return []
    choices = [Choice(uid, _both(*_target_label(s, at))) for at, uid in left]
    return [Param("careful_for", choices, many=True, min=0, max=most)]


def _gear(s: FarCryState, c: CharacterState, pid: str) -> list[LegalAction]:
    out: list[LegalAction] = []
    name = {"character": c.character}
    loot = next((t for t in s.loot if t.at == c.at), None)
    if loot is not None and (not loot.face_up or loot_reward(c, loot.kind, None)[0] != "left"):
        out.append(
            LegalAction("pick_up", _both("Ramasser le butin", "Pick up the loot"), [], {**name, "kind": "loot"}, pid)
        )
    if rules.token_here(s, c, "leaf") is not None:
        out.append(
            LegalAction("pick_up", _both("Ramasser la feuille", "Pick up the leaf"), [], {**name, "kind": "leaf"}, pid)
        )
        if under(c, "any_leaf", s.round):  # Main verte (L454, R-F-78): or a colour from the supply
            token = rules.token_here(s, c, "leaf")
            supply = set(leaf_supply(s)) | ({token} if token is not None else set())
            for colour in sorted(supply):
                out.append(
                    LegalAction(
                        "pick_up",
                        _both(f"Ramasser une feuille : {colour}", f"Pick up a leaf: {colour}"),
                        [],
                        {**name, "kind": "leaf", "leaf": colour},
                        pid,
                    )
                )
    weapon = rules.token_here(s, c, "weapon")
    if weapon is not None and receivable(c, [weapon]):
        out.append(
            LegalAction(
                "pick_up",
                _both("Ramasser l'arme", "Pick up the weapon"),
                [],
                {**name, "kind": "weapon", "weapon": weapon},
                pid,
            )
        )
    if rules.limited_left(c, "switch") and not c.attacked:
        for hand, bag in rules.hand_sets(c):
            fr = "Équiper " + " + ".join(CONTENT.weapons[w].fr for w in hand)
            en = "Equip " + " + ".join(CONTENT.weapons[w].en for w in hand)
            if bag:  # LA-3: offered, with what it costs for the rest of the mission
                fr += " ; au sac de sauvegarde : " + ", ".join(CONTENT.weapons[w].fr for w in bag)
                en += "; to the save bag: " + ", ".join(CONTENT.weapons[w].en for w in bag)
            fixed: dict[str, object] = {**name, "hand": hand}
            if bag:
                fixed["save_bag"] = bag
            out.append(LegalAction("switch_weapons", _both(fr, en), [], fixed, pid))
    if rules.can_reload(c, s):
        out.append(LegalAction("reload", _both("Recharger", "Reload"), [], name, pid))
    targets = rules.bandage_targets(s, c)
    if targets:
        choices = [Choice(t.character, f"{CONTENT.characters[t.character].name} ({t.hp}/{t.max_hp})") for t in targets]
        for u in rules.bandage_allies(s, c):  # R-F-48: an adjacent allied unit too
            board = CONTENT.units[u.unit]
            choices.append(Choice(u.uid, _both(f"{board.fr} ({u.hp}/{board.hp})", f"{board.en} ({u.hp}/{board.hp})")))
        out.append(
            LegalAction("bandage", _both("Bandage (+2 PV)", "Bandage (+2 HP)"), [Param("target", choices)], name, pid)
        )
    if rules.limited_left(c, "give"):
        for other in rules.adjacent_characters(s, c):
            if s.offer is not None and other.character in (s.offer.character, s.offer.to):
                continue
            to = {**name, "to": other.character}
            if c.bandages > 0:
                out.append(
                    LegalAction("give", _both("Donner un bandage", "Give a bandage"), [], {**to, "bandages": 1}, pid)
                )
            for w in c.weapons:
                if w.place != "save_bag" and receivable(other, [w.weapon]):
                    out.append(
                        LegalAction(
                            "give",
                            _both(f"Donner {CONTENT.weapons[w.weapon].fr}", f"Give {CONTENT.weapons[w.weapon].en}"),
                            [],
                            {**to, "weapons": [w.weapon]},
                            pid,
                        )
                    )
    if rules.can_move(c):
        for h in watchtower.down_options(s, c) + machine_gun.down_options(s, c):  # TI-9, TI-2: 2 MP
            down = _both(f"Descendre de la tour vers {rules.hex_key(h)}", f"Climb down to {rules.hex_key(h)}")
            out.append(LegalAction("climb_down", down, [], {**name, "to": list(h)}, pid))
    for t in s.tiles:
        kind = next((k for k in CONTENT.box.tiles if k.id == t.kind), None)
        beside = c.at is not None and t.at in neighbours(c.at)
        usable = kind is not None and usable_object(s, t.kind, t.at)
        if t.kind in ("watchtower", "machine_gun", "bunker_passage") and not rules.can_move(c):
            continue  # climbing in, sitting down, changing zone: movement actions (ST-4: not under Blocage)
        if t.kind == "bunker_passage" and bunker.other_side(s, c.at, t.at) is None:
            continue  # M6 (R-F-57): from a door's hex to the free one on the other side
        if kind is not None and kind.family == "special_object" and beside and usable and (kind.mp_cost or 0) <= c.mp:
            label = _OBJECT_LABELS.get(t.kind, ("Utiliser l'objet", "Use the object"))
            out.append(LegalAction("interact", _both(*label), [], {**name, "at": list(t.at)}, pid))
    return out


_OBJECT_LABELS = {
    "bunker_door": ("Retourner la porte de bunker (1 PM)", "Turn the bunker door (1 MP)"),
    "bunker_passage": ("Changer de zone par la porte (2 PM)", "Change zone through the door (2 MP)"),
    "machine_gun": ("S'asseoir à la mitrailleuse (1 PM)", "Take the machine-gun seat (1 MP)"),
}
"""M6's special objects named in their action's label (L2067, L2073, TI-2)."""

_COLOUR_FR = {"red": "rouge", "blue": "bleu", "green": "vert", "yellow": "jaune", "orange": "orange", "black": "noir"}
"""A unit's colour in a French label (the state keeps its English code)."""


def _target_label(s: FarCryState, at: Hex) -> tuple[str, str]:
    who = rules.who_at(s, at)
    if who is not None:
        c = next((c for c in s.characters if c.character == who), None)
        if c is not None:
            name = CONTENT.characters[c.character].name
            return name, name
        u = rules.unit(s, who)
        if u is not None:
            board = CONTENT.units[u.unit]
            colour = _COLOUR_FR.get(u.colour, u.colour)
            return f"{board.fr} ({colour}, {u.hp} PV)", f"{board.en} ({u.colour}, {u.hp} HP)"
    tile = next((t.kind for t in s.tiles if t.at == at), None)
    text = tile_text(tile) if tile is not None else None
    return (text.fr, text.en) if text is not None else (rules.hex_key(at), rules.hex_key(at))


def _fights(s: FarCryState, c: CharacterState, pid: str) -> list[LegalAction]:
    """Attacks (single fire and throws at every unit or tile `combat_actions.attack_choices` allows, with
    the cover die they would roll), takedowns, talents and the impulse."""
    out: list[LegalAction] = []
    name = {"character": c.character}
    crops = {to_hex(h) for h in CONTENT.missions[s.mission].crops}
    for weapon_id, hexes in combat_actions.fire_hexes(s, c.character):  # CB-5: fire on an empty hex
        w = CONTENT.weapons[weapon_id]
        choices = [
            Choice(rules.hex_key(h), _both(f"{rules.hex_key(h)} (culture)", f"{rules.hex_key(h)} (crop)"))
            if h in crops
            else Choice(rules.hex_key(h), rules.hex_key(h))
            for h in hexes
        ]
        out.append(
            LegalAction(
                "attack",
                _both(f"Mettre le feu à un hexagone : {w.fr}", f"Set fire to a hex: {w.en}"),
                [Param("hex", choices)],
                {**name, "weapon": weapon_id, "mode": "single", "targets": []},
                pid,
            )
        )
    for choice in combat_actions.attack_choices(s, c.character):
        weapon = CONTENT.weapons[choice.weapon]
        fr, en = _target_label(s, choice.at)
        verb_fr, verb_en = ("Lancer", "Throw") if choice.mode == "throw" else ("Attaquer", "Attack")
        cover_fr, cover_en = (" (dé de couverture)", " (cover die)") if choice.cover else ("", "")
        out.append(
            LegalAction(
                "attack",
                _both(f"{verb_fr} {fr} : {weapon.fr}{cover_fr}", f"{verb_en} {en}: {weapon.en}{cover_en}"),
                [],
                {**name, "weapon": choice.weapon, "mode": choice.mode, "targets": [{"at": list(choice.at)}]},
                pid,
            )
        )
        if choice.mode == "dispersion" and c.at is not None:  # R-F-26: one point moved to a neighbour
            for other in combat.spread_targets(s, c.at, choice.at):
                out.append(
                    LegalAction(
                        "attack",
                        _both(
                            f"Dispersion {weapon.fr} : 1 dégât sur {other}",
                            f"Dispersion {weapon.en}: 1 damage to {other}",
                        ),
                        [],
                        {
                            **name,
                            "weapon": choice.weapon,
                            "mode": "dispersion",
                            "targets": [{"at": list(choice.at)}],
                            "shares": [other],
                        },
                        pid,
                    )
                )
        for tie in choice.ties:  # R-F-23: the players name which tied cover a shield sends the hit to
            out.append(
                LegalAction(
                    "attack",
                    _both(
                        f"{verb_fr} {fr} : {weapon.fr}{cover_fr}, couvert touché {rules.hex_key(tie)}",
                        f"{verb_en} {en}: {weapon.en}{cover_en}, cover hit {rules.hex_key(tie)}",
                    ),
                    [],
                    {
                        **name,
                        "weapon": choice.weapon,
                        "mode": choice.mode,
                        "targets": [{"at": list(choice.at)}],
                        "cover_choice": [list(tie)],
                    },
                    pid,
                )
            )
    for weapon_id, chain in combat_actions.auto_chains(s, c.character):
        weapon = CONTENT.weapons[weapon_id]
        names = [_target_label(s, at) for at in chain]
        mp = len(chain) - 1
        out.append(
            LegalAction(
                "attack",
                _both(
                    f"Tir automatique {weapon.fr} : {' → '.join(fr for fr, _ in names)} ({mp} PM)",
                    f"Auto fire {weapon.en}: {' → '.join(en for _, en in names)} ({mp} MP)",
                ),
                [],
                {**name, "weapon": weapon_id, "mode": "auto", "targets": [{"at": list(at)} for at in chain]},
                pid,
            )
        )
        if combat_actions.can_boost(c, weapon_id, "auto", len(chain)):  # Tour humaine at 10+ (L1267)
            out.append(
                LegalAction(
                    "attack",
                    _both(
                        f"Tir automatique {weapon.fr} +1 munition, +1 dégât à la première cible",
                        f"Auto fire {weapon.en} +1 ammo, +1 damage to the first target",
                    ),
                    [],
                    {
                        **name,
                        "weapon": weapon_id,
                        "mode": "auto",
                        "targets": [{"at": list(at)} for at in chain],
                        "boost": True,
                    },
                    pid,
                )
            )
    for weapon_id, spread in combat_actions.spreads(s, c.character):
        weapon = CONTENT.weapons[weapon_id]
        names = [_target_label(s, at) for at in spread]
        spread_params: dict[str, Json] = {
            **name,
            "weapon": weapon_id,
            "mode": "propagation",
            "targets": [{"at": list(at)} for at in spread],
        }
        fr_extra = ", ".join(fr for fr, _ in names[1:]) or "personne"
        en_extra = ", ".join(en for _, en in names[1:]) or "nobody"
        label = _both(
            f"Propagation {weapon.fr} : {names[0][0]} (et {fr_extra})",
            f"Propagation {weapon.en}: {names[0][1]} (and {en_extra})",
        )
        out.append(LegalAction("attack", label, [], spread_params, pid))
        if combat_actions.can_boost(c, weapon_id, "propagation", len(spread)):  # Répandre l'amour at 10+
            boosted = _both(
                f"Propagation {weapon.fr} +1 munition, +1 dégât à {names[0][0]}",
                f"Propagation {weapon.en} +1 ammo, +1 damage to {names[0][1]}",
            )
            out.append(LegalAction("attack", boosted, [], {**spread_params, "boost": True}, pid))
    for option in talent_actions.takedown_options(s, c):
        u = rules.unit(s, option.target)
        if u is None or u.at is None:
            continue
        fr, en = _target_label(s, u.at)
        params: dict[str, Json] = {**name, "target": option.target}
        if option.throw is None:
            label = _both(f"Éliminer {fr}", f"Take down {en}")
        else:
            blade = CONTENT.weapons[option.throw]
            label = _both(f"Éliminer {fr} à distance : {blade.fr}", f"Take down {en} at range: {blade.en}")
            params["throw"] = option.throw
        out.append(LegalAction("takedown", label, [], params, pid))
    for play in talent_actions.talent_options(s, c):
        card = CONTENT.talents[play.talent]
        params = {**name, "talent": play.talent}
        fr_label, en_label = f"Talent : {card.fr}", f"Talent: {card.en}"
        if play.target is not None:
            params["target"] = play.target
            fr_label, en_label = f"{fr_label} ({play.target})", f"{en_label} ({play.target})"
        out.append(LegalAction("use_talent", _both(fr_label, en_label), [], params, pid))
    if c.borrowed is not None:
        weapon = CONTENT.weapons[c.borrowed]
        for at in talent_actions.borrowed_targets(s, c):
            fr, en = _target_label(s, at)
            out.append(
                LegalAction(
                    "attack",
                    _both(f"Puis-je ? {weapon.fr} sur {fr}", f"May I? {weapon.en} at {en}"),
                    [],
                    {**name, "weapon": c.borrowed, "mode": "single", "targets": [{"at": list(at)}]},
                    pid,
                )
            )
    for item in sorted(set(c.items)):
        kind = items.card(item)
        if kind is not None and kind.kind == "potion" and items.usable(s, c.character, item):
            drink = _both(f"Boire : {kind.fr}", f"Drink: {kind.en}")
            out.append(LegalAction("use_item", drink, [], {**name, "item": item}, pid))
        spots = items.targets(s, c.character, item)
        if spots and kind is not None:
            title = kind.fr
            choices = [Choice(rules.hex_key(h), "/".join(_target_label(s, h))) for h in spots]
            out.append(
                LegalAction(
                    "use_item",
                    _both(f"Lancer : {title}", f"Throw: {title}"),
                    [Param("at", choices)],
                    {**name, "item": item},
                    pid,
                )
            )
    if c.impulses > 0:
        impulse = CONTENT.characters[c.character].impulse
        out.append(LegalAction("impulse", _both(f"Impulsion : {impulse.fr}", f"Impulse: {impulse.en}"), [], name, pid))
    return out


_COMPASS: tuple[tuple[str, str], ...] = (
    ("à l'est", "east"),
    ("au nord-est", "north-east"),
    ("au nord", "north"),
    ("au nord-ouest", "north-west"),
    ("à l'ouest", "west"),
    ("au sud-ouest", "south-west"),
    ("au sud", "south"),
    ("au sud-est", "south-east"),
)
"""The eight directions counter-clockwise from east, as the map is drawn (north up, pointy-top)."""


def _hex_from(at: Hex | None, to: Hex, s: FarCryState) -> str:
    """A hex an enemy may move to, in words: its direction and distance from the enemy, and what lies
    there (a tile), e.g. "2 hexes north-east (crate)" (issue 34: never a bare "8,7")."""
    what = _target_label(s, to) if any(t.at == to for t in s.tiles) else None
    if at is None or at == to:
        fr, en = "sur place", "where it stands"
    else:
        d = to - at
        x, y = math.sqrt(3) * (d.q + d.r / 2), -1.5 * d.r
        fr_dir, en_dir = _COMPASS[round(math.degrees(math.atan2(y, x)) / 45) % 8]
        n = distance(at, to)
        fr = f"à {n} hexagone{'s' if n > 1 else ''} {fr_dir}"
        en = f"{n} hex{'es' if n > 1 else ''} {en_dir}"
    if what is not None:
        fr, en = f"{fr} ({what[0]})", f"{en} ({what[1]})"
    return _both(fr, en)


def _enemy_choice(s: FarCryState, seat: int) -> list[LegalAction]:
    """EN-16, R-F-34: every seat still in play may pick the hex an enemy moves to (first come)."""
    pending = s.enemy_choice
    if pending is None or seat not in rules.seats_in_play(s):
        return []
    fr, en = ("se mettre à couvert", "take cover") if pending.kind == "cover" else ("se déplacer", "move")
    enemy = rules.unit(s, pending.uid)
    at = enemy.at if enemy is not None else None
    choices = [Choice(rules.hex_key(h), _hex_from(at, h, s)) for h in sorted(pending.options)]
    pid = enemy_turn.prompt_id(s)
    label = _both(
        f"{sentences.who(pending.uid, 'fr')} : où {fr} ?", f"{sentences.who(pending.uid, 'en')}: where to {en}?"
    )
    return [LegalAction("choose", label, [Param("value", choices)], {"prompt": pid}, pid)]


def _free_prompt(s: FarCryState) -> str:
    return f"{_prompt_id(s)}.free_attack"


def _free_attack(s: FarCryState, seat: int) -> list[LegalAction]:
    """R-F-42: the Amanites' free attack owed first, for its owner's seat only (everything else waits):
    a single shot or a throw with any equipped loaded weapon, or none."""
    who = amanites.owed_player(s)
    assert who is not None
    if rules.character(s, who).seat != seat:
        return []
    pid = _free_prompt(s)
    out: list[LegalAction] = []
    for choice in combat_actions.attack_choices(s, who, free=True):
        weapon = CONTENT.weapons[choice.weapon]
        fr, en = _target_label(s, choice.at)
        verb_fr, verb_en = ("Lancer", "Throw") if choice.mode == "throw" else ("Attaquer", "Attack")
        out.append(
            LegalAction(
                "attack",
                _both(f"Attaque gratuite : {verb_fr} {fr} : {weapon.fr}", f"Free attack: {verb_en} {en}: {weapon.en}"),
                [],
                {"character": who, "weapon": choice.weapon, "mode": choice.mode, "targets": [{"at": list(choice.at)}]},
                pid,
            )
        )
    label = _both(f"{who} : pas d'attaque gratuite", f"{who}: no free attack")
    out.append(LegalAction("pass_free_attack", label, [], {"character": who}, pid))
    return out


def _reaction(s: FarCryState, seat: int) -> list[LegalAction]:
    """TL-9: the open reaction talent, for its owner's seat only: use it or pass (everything else waits)."""
    r = s.reactions[0]
    if rules.character(s, r.character).seat != seat:
        return []
    pid = reactions.prompt_id(s)
    use, skip = _reaction_text(r, "", ""), _reaction_text(r, "no ", "")
    return [
        LegalAction("react", use, [], {"prompt": pid, "use": True}, pid),
        LegalAction("react", skip, [], {"prompt": pid, "use": False}, pid),
    ]


def _reaction_text(r: Reaction, no: str, end: str) -> str:
    """ "Jason : Coup de chance (le dé d'Élimination) ?": the card, and for Coup de chance the die."""
    card = CONTENT.talents[r.talent]
    fr_die, en_die = luck.DIE_NAMES[r.held.cause if r.held is not None else None]
    fr_what = f"{card.fr} ({fr_die})" if r.talent == "coup_de_chance" else card.fr
    en_what = f"{card.en} ({en_die})" if r.talent == "coup_de_chance" else card.en
    fr_no = "pas de " if no else ""
    fr_end = f" {end}" if end else ""
    return _both(f"{r.character} : {fr_no}{fr_what}{fr_end}", f"{r.character}: {no}{en_what}{end}")


def _instability(s: FarCryState, seat: int) -> list[LegalAction]:
    """R-F-46: the first pending Instabilité tie, for its owner's seat only (everything else waits)."""
    pending = s.unstable[0]
    owner = rules.character(s, pending.character)
    if owner.seat != seat:
        return []
    pid = combat_actions.instability_prompt(s, pending.character)
    choices = []
    for aim in pending.options:
        fr, en = _target_label(s, aim.at)
        weapon = CONTENT.weapons[aim.weapon]
        choices.append(Choice(combat_actions.aim_key(aim), _both(f"{weapon.fr} sur {fr}", f"{weapon.en} at {en}")))
    label = _both(
        f"{pending.character} : Instabilité, qui attaquer ?", f"{pending.character}: Instabilité, attack whom?"
    )
    return [LegalAction("choose", label, [Param("value", choices)], {"prompt": pid}, pid)]


def legal_actions(state: FarCryState, seat: int) -> list[LegalAction]:
    """What ``seat`` may send now: for each of its characters in play, moves, gear actions, combat's
    extras and ``end_turn``; the answer to an offer made to one of them; only the Instabilité choice
    while one is pending (R-F-46)."""
    s = state
    if s.exploration is not None:
        return exploration.legal_actions(s, seat)
    if preparation.active(s):
        return preparation_legal.legal_actions(s, seat)
    if s.result is None and s.reactions:
        return _reaction(s, seat)
    if s.result is None and amanites.owed_player(s) is not None:
        return _free_attack(s, seat)
    if s.result is None and s.step == "players" and s.unstable:
        return _instability(s, seat)
    if s.result is None and s.step == "enemies" and s.enemy_choice is not None:
        return _enemy_choice(s, seat)
    if s.result is not None or s.step != "players":
        return []
    pid = _prompt_id(s)
    out: list[LegalAction] = []
    offer = s.offer
    for c in s.characters:
        if c.seat != seat or not rules.in_play(c):
            continue
        if offer is not None and c.character == offer.to:
            for accept, fr, en in ((True, "Accepter le don", "Accept the offer"), (False, "Refuser", "Decline")):
                out.append(
                    LegalAction(
                        "answer_offer", _both(fr, en), [], {"character": c.character, "accept": accept}, f"{pid}.offer"
                    )
                )
            continue
        if offer is not None and c.character == offer.character:
            continue
        out += _moves(s, c, pid)
        out += _zip(s, c, pid)
        out += _gear(s, c, pid)
        out += _fights(s, c, pid)
        for extra in EXTRA:
            out += extra(s, c)
        if not c.done:
            out.append(
                LegalAction(
                    "end_turn",
                    _both(
                        f"{CONTENT.characters[c.character].name} a fini",
                        f"{CONTENT.characters[c.character].name} is done",
                    ),
                    [],
                    {"character": c.character},
                    pid,
                )
            )
    out += allies.legal(s, seat)  # AL-2: controlled allies, any seat in play
    return out


def status(state: FarCryState) -> Status:
    s = state
    if s.exploration is not None:
        return exploration.status(s)
    if preparation.active(s):
        return preparation_legal.status(s)
    if s.result is not None and s.phase in ("debriefing", "exploration"):
        return Status(to_act=[], turn=s.round)  # the debriefing and the exploration's set-up follow at once
    outcome = outcome_of(s)
    if outcome is not None:
        return Status(to_act=[], finished=True, outcome=outcome, turn=s.round)
    return Status(to_act=sorted({p.seat for p in prompts(s)}), turn=s.round)
