"""The preparation's prompts, legal actions and status: every command `preparation` would accept now for
a seat, listed exactly (each one is checked by the same code that decides it), so that a front end or a
bot can prepare and leave without knowing the rules."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from domain.contract import Json, LegalAction, Outcome, Prompt, RuleViolation, Status
from domain.games.farcry.campaign import commands as pc
from domain.games.farcry.campaign import preparation
from domain.games.farcry.campaign import save_rules as sr
from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.language import both
from domain.games.farcry.state import FarCryState
from domain.rng import Rng


def prompt_id(s: FarCryState) -> str:
    save = s.save
    done = 0 if save is None else len(save.missions_done)
    return f"prep.{done}.{s.mission}"


def _name(card: str) -> tuple[str, str]:
    for table in (CONTENT.weapons, CONTENT.accessories, CONTENT.items, CONTENT.talents):
        entry = table.get(card)
        if entry is not None:
            return entry.fr, entry.en
    if sr.is_carrier(card):
        k = sr.carrier(card)
        return k.fr, k.en or k.fr
    return card, card


def _owner(name: str | None) -> tuple[str, str]:
    """A character's name (the same in both languages), or the team reserve, for labels."""
    if name is None:
        return "la réserve", "the reserve"
    character = CONTENT.characters.get(name)
    return (name, name) if character is None else (character.name, character.name)


Offer = Callable[[str, str, str, dict[str, Json], object], None]
"""Lists one action if `preparation` accepts its command: (action, French, English, fixed, command)."""


def _accepted(s: FarCryState, seat: int, command: object) -> bool:
    try:
        preparation.handle(Flow(s), seat, command, Rng(0))
    except RuleViolation:
        return False
    return True


def prompts(s: FarCryState) -> list[Prompt]:
    if preparation.next_mission(_save(s)) is None or s.campaign_ended:
        return []
    text = both("Préparez la prochaine mission", "Prepare the next mission")
    return [Prompt(prompt_id(s), seat, "preparation", text) for seat in preparation.seats_to_prepare(s)]


def _save(s: FarCryState) -> CampaignSave:
    assert s.save is not None
    return s.save


def status(s: FarCryState) -> Status:
    save = _save(s)
    if preparation.next_mission(save) is None:
        done = ", ".join(save.missions_done)
        return Status(
            to_act=[],
            finished=True,
            outcome=Outcome(
                result="won",
                winners=list(range(s.seats)),
                reason="campaign_done",
                detail=both(f"campagne jouée jusqu'ici : {done}", f"campaign played this far: {done}"),
            ),
            turn=s.round,
        )
    if s.campaign_ended:
        done = ", ".join(save.missions_done) or "—"
        return Status(
            to_act=[],
            finished=True,
            outcome=Outcome(
                result="lost",
                winners=[],
                reason="campaign_ended",
                detail=both(
                    f"campagne arrêtée par le groupe ; missions réussies : {done}",
                    f"campaign ended by the group; missions won: {done}",
                ),
            ),
            turn=s.round,
        )
    return Status(to_act=sorted({p.seat for p in prompts(s)}), turn=s.round)


def legal_actions(s: FarCryState, seat: int) -> list[LegalAction]:
    """Ready first, then talents, arrangements, purchases, crafts, transfers and accessories."""
    save = _save(s)
    if preparation.next_mission(save) is None or s.campaign_ended:
        return []
    pid = prompt_id(s)
    mine = preparation.team(s, seat)
    owners: list[str | None] = [*mine, None]
    out: list[LegalAction] = []

    def offer(action: str, fr: str, en: str, fixed: dict[str, Json], command: object) -> None:
        if _accepted(s, seat, command):
            out.append(LegalAction(action, both(fr, en), [], fixed, pid))

    def offer_each(action: str, fr: str, en: str, fixed: dict[str, Json], make: Callable[..., object]) -> None:
        """One offer per owner the card may go to: the seat's characters, then the reserve."""
        for to in owners:
            ofr, oen = _owner(to)
            offer(action, f"{fr} pour {ofr}", f"{en} for {oen}", {**fixed, "to": to}, make(to=to))

    ready = seat in s.ready
    # Not tried on the deciding code: with a mission left (checked above) a seat may always change its
    # mind, and the last seat's "ready" would set the whole next mission up just to list it.
    label = both("Pas encore prêt", "Not ready yet") if ready else both("Prêt à partir", "Ready to go")
    out.append(LegalAction("ready", label, [], {"ready": not ready}, pid))
    ending = seat in s.ending
    tries = save.failures.get(preparation.next_mission(save) or "", 0)
    tried_fr, tried_en = (f" (mission échouée {tries} fois)", f" (mission failed {tries} times)") if tries else ("", "")
    label = (
        both("Reprendre la campagne", "Take back the vote to stop")
        if ending
        else both(f"Voter pour arrêter la campagne{tried_fr}", f"Vote to end the campaign{tried_en}")
    )
    out.append(LegalAction("end_campaign", label, [], {"end": not ending}, pid))
    for name in mine:
        p = sr.player(save, name)
        if p is None:
            continue
        who = _owner(name)[0]
        for talent in CONTENT.talents:
            fr, en = _name(talent)
            offer(
                "learn_talent",
                f"{who} apprend {fr}",
                f"{who} learns {en}",
                {"character": name, "talent": talent},
                pc.LearnTalent(character=name, talent=talent),
            )
        weapons = [w.weapon for w in p.weapons]
        current = sorted(w.weapon for w in p.weapons if w.place == "hand")
        hands = [[w] for w in weapons] + [[a, b] for i, a in enumerate(weapons) for b in weapons[i + 1 :]]
        for hand in hands:
            if sorted(hand) == current:
                continue
            offer(
                "arrange",
                f"{who} en main : {', '.join(_name(w)[0] for w in hand)}",
                f"{who} in hand: {', '.join(_name(w)[1] for w in hand)}",
                {"character": name, "hand": hand},
                pc.Arrange(character=name, hand=hand),
            )
    shop = [*CONTENT.weapons, *CONTENT.accessories, *CONTENT.items]
    held = sr.in_play(save)
    for card in shop:
        cost = sr.price(card)
        if cost is None or cost > save.reserve_money or sr.left(save, card, held) < 1:
            continue
        fr, en = _name(card)
        offer_each("buy", f"Acheter {fr} ({cost})", f"Buy {en} ({cost})", {"card": card}, partial(pc.Buy, card=card))
    for recipe in [k.id for k in CONTENT.box.carriers] + [i.id for i in CONTENT.items.values() if i.recipe]:
        if preparation.recipe_cost(save, recipe) is None:
            continue
        fr, en = _name(recipe)
        offer_each("craft", f"Fabriquer {fr}", f"Craft {en}", {"recipe": recipe}, partial(pc.Craft, recipe=recipe))
    _transfers(save, owners, offer)
    _accessories(save, owners, offer)
    return out


def _held(save: CampaignSave, owner: str | None) -> list[str]:
    """The cards and tiles ``owner`` could hand over: weapons (not Fist), items, bag and holsters."""
    if owner is None:
        return [w.weapon for w in save.reserve_weapons] + list(save.reserve_items) + list(save.reserve_carriers)
    p = sr.player(save, owner)
    if p is None:
        return []
    carriers = [*p.holsters, *([p.bag] if p.bag else [])]
    return [w.weapon for w in p.weapons if CONTENT.weapons[w.weapon].copies > 0] + list(p.items) + carriers


def _transfers(save: CampaignSave, owners: list[str | None], offer: Offer) -> None:
    everyone: list[str | None] = [*(p.character for p in save.players), None]
    for giver in owners:
        for card in dict.fromkeys(_held(save, giver)):
            fr, en = _name(card)
            for receiver in everyone:
                if receiver == giver:
                    continue
                gfr, gen = _owner(giver)
                rfr, ren = _owner(receiver)
                offer(
                    "transfer",
                    f"{fr} : de {gfr} à {rfr}",
                    f"{en}: from {gen} to {ren}",
                    {"card": card, "giver": giver, "receiver": receiver},
                    pc.Transfer(card=card, giver=giver, receiver=receiver),
                )


def _weapons(save: CampaignSave, owner: str | None) -> list[tuple[str, list[str]]]:
    if owner is None:
        return [(w.weapon, list(w.accessories)) for w in save.reserve_weapons]
    p = sr.player(save, owner)
    return [] if p is None else [(w.weapon, list(w.accessories)) for w in p.weapons]


def _accessories(save: CampaignSave, owners: list[str | None], offer: Offer) -> None:
    sources: list[tuple[str, str | None, str | None]] = [
        (a, None, None) for a in dict.fromkeys(save.reserve_accessories)
    ]
    sources += [(a, owner, weapon) for owner in owners for weapon, on in _weapons(save, owner) for a in on]
    targets = [(owner, weapon) for owner in owners for weapon, _ in _weapons(save, owner)]
    for accessory, source_owner, source_weapon in sources:
        fr, en = _name(accessory)
        for owner, weapon in [*targets, (None, None)]:
            if (owner, weapon) == (source_owner, source_weapon):
                continue
            where_fr = "la réserve" if weapon is None else f"{_name(weapon)[0]} ({_owner(owner)[0]})"
            where_en = "the reserve" if weapon is None else f"{_name(weapon)[1]} ({_owner(owner)[1]})"
            offer(
                "fit_accessory",
                f"{fr} sur {where_fr}",
                f"{en} onto {where_en}",
                {
                    "accessory": accessory,
                    "source_owner": source_owner,
                    "source_weapon": source_weapon,
                    "owner": owner,
                    "weapon": weapon,
                },
                pc.FitAccessory(
                    accessory=accessory,
                    source_owner=source_owner,
                    source_weapon=source_weapon,
                    owner=owner,
                    weapon=weapon,
                ),
            )
