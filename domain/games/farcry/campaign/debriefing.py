"""The end of a saved mission: the debriefing that writes the campaign save (L575-599, L1192-1196).

Success (EM-3..EM-8): each player gains the XP of every objective met (per player) and of the XP
tokens on their board; the objectives' money and the money tokens go once to the team reserve; the
madness tokens advance the counter, whose thresholds raise the board's maxima (MD-6, MD-7); the
discard goes back to the box (R-F-51); K.O. characters are revived (KO-2, EM-13); the team gains the
exploration token. Impulses and once-per-mission talents are not saved: the next set-up gives them
again (EM-12). Failure (EM-9..EM-11, R-F-52): the save kept when the mission started is restored
whole. Mission 0 has no save (EM-14, R-F-5): nothing is written and its outcome says so.
"""

from __future__ import annotations

import msgspec

from domain.games.farcry import events as ev
from domain.games.farcry.campaign import save_rules as sr
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave, SavedWeapon, StoredWeapon
from domain.games.farcry.campaign.talents import maxima_bonus
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.state import CharacterState, FarCryState, madness_bonus


def unbagged(weapons: list[SavedWeapon], holsters: list[str]) -> tuple[list[SavedWeapon], list[StoredWeapon]]:
    """LA-3 (L721): a weapon put in the save bag is out of use for the rest of *that* mission only. After
    it, the weapon takes a free holster slot of its kind (INV-6); with none left it goes to the team
    reserve with its accessories (INV-9, INV-13), where the preparation can hand it to anyone."""
    bagged = [w for w in weapons if w.place == "save_bag"]
    if not bagged:
        return weapons, []
    room = sr.holster_room(holsters)
    for w in weapons:
        if w.place == "holster":
            room[CONTENT.weapons[w.weapon].hands] -= 1
    kept: list[SavedWeapon] = []
    stored: list[StoredWeapon] = []
    for w in weapons:
        hands = CONTENT.weapons[w.weapon].hands
        if w.place != "save_bag":
            kept.append(w)
        elif CONTENT.weapons[w.weapon].holster_free:
            kept.append(msgspec.structs.replace(w, place="beside"))
        elif room[hands] > 0:
            room[hands] -= 1
            kept.append(msgspec.structs.replace(w, place="holster"))
        else:
            stored.append(sr.stored(w))
    return kept, stored


def player_save(
    c: CharacterState, *, xp: int, madness: int, skins: int = 0, returned: frozenset[str] = frozenset()
) -> PlayerSave:
    """A character's board and cards as the save bag keeps them (EM-11, EM-15); ``returned``: weapon
    cards lent for the mission, back to the pile (M3's Flamethrower, R-F-54). Weapons still in the save
    bag stay there (`unbagged` takes them out where the debriefing writes the save)."""
    base = CONTENT.characters[c.character]
    hp_bonus, mp_bonus = madness_bonus(madness)
    hp_talent, mp_talent = maxima_bonus(c.talents)
    return PlayerSave(
        character=c.character,
        weapons=[
            SavedWeapon(weapon=w.weapon, place=w.place, accessories=list(w.accessories))
            for w in c.weapons
            if w.weapon not in returned
        ],
        holsters=list(c.holsters),
        bag=c.bag,
        talents=list(c.talents),
        items=list(c.items),
        leaves=list(c.leaves),
        skins=skins,
        xp=xp,
        madness=madness,
        max_hp=base.max_hp + hp_bonus + hp_talent,
        max_mp=base.mp + mp_bonus + mp_talent,
    )


def first_save(characters: list[str]) -> CampaignSave:
    """R-F-82 (L300-304): a campaign's first mission, whatever mission 0 gave (its kits are the
    training's): the Fist and the Machete, both equipped, no talent or holster, madness 0."""
    return CampaignSave(
        players=[
            PlayerSave(
                character=name,
                weapons=[SavedWeapon(weapon="machete", place="hand"), SavedWeapon(weapon="fist", place="hand")],
                holsters=[],
                max_hp=CONTENT.characters[name].max_hp,
                max_mp=CONTENT.characters[name].mp,
            )
            for name in characters
        ]
    )


def _loot_amount(c: CharacterState, reward: str) -> int:
    """What the loot tokens on a board are worth (EM-5, L703-704: a relic is XP, money goes to the reserve)."""
    kinds = {k.id: k for k in CONTENT.box.loot}
    return sum(kinds[t].amount for t in c.loot if t in kinds and kinds[t].reward == reward)


def success_save(s: FarCryState, kept: CampaignSave) -> CampaignSave:
    """EM-3..EM-8, MD-6, MD-7: the save a success writes from the kept one and the boards now."""
    mission = CONTENT.missions[s.mission]
    met = [o for o in mission.objectives if o.id in s.objectives_met]
    objective_xp = sum(o.xp for o in met)
    before = {p.character: p for p in kept.players}
    players: list[PlayerSave] = []
    reserve_weapons = list(kept.reserve_weapons)
    for c in s.characters:
        prev = before.get(c.character)
        xp = (prev.xp if prev else 0) + objective_xp + _loot_amount(c, "xp") + c.xp
        counter = (prev.madness if prev else c.madness) + c.madness_tokens
        skins = prev.skins if prev else 0
        saved = player_save(c, xp=xp, madness=counter, skins=skins, returned=frozenset(mission.lent))
        weapons, stored = unbagged(saved.weapons, saved.holsters)
        players.append(msgspec.structs.replace(saved, weapons=weapons))
        reserve_weapons.extend(stored)
    money = sum(o.money for o in met) + sum(_loot_amount(c, "money") for c in s.characters)
    return msgspec.structs.replace(  # INV-9, EM-15: the rest of the reserve stays as the team left it
        kept,
        players=players,
        reserve_money=kept.reserve_money + money,
        reserve_weapons=reserve_weapons,
        missions_done=[*kept.missions_done, s.mission],
        exploration_token=True,
    )


def debrief(f: Flow) -> None:
    """After the mission ended: write or restore the save (nothing for a mission without one)."""
    s = f.s
    kept = s.save
    if s.result is None or kept is None or s.phase != "debriefing":
        return
    if not CONTENT.missions[s.mission].saved:  # a campaign's mission 0: nothing is saved (EM-14, R-F-5)
        f.emit(ev.MissionDebriefed(result=s.result, save=kept, phase="preparation"))
    elif s.result == "success":
        f.emit(ev.MissionDebriefed(result="success", save=success_save(s, kept), phase="exploration"))
    else:
        failures = {**kept.failures, s.mission: kept.failures.get(s.mission, 0) + 1}
        restored = msgspec.structs.replace(kept, failures=failures)  # R-F-52, and the count of attempts
        f.emit(ev.MissionDebriefed(result="failure", save=restored, phase="preparation"))
