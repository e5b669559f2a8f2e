"""Between missions (SU-18, L1456-1460; INV-1..INV-20; TL-1..TL-7; RND-1): a campaign's preparation.

A match created with ``campaign: true`` goes on after a mission: a success's exploration (or a failure,
or mission 0) leads here, where the team buys (INV-14, never during a mission, INV-15), crafts (INV-16,
INV-17), moves cards, tiles and accessories between players and the reserve (SU-18, INV-4, INV-11; never
talents, TL-4), arranges what each character carries, and learns talents with its own XP (TL-3..TL-6).
Every seat says when it is ready; when all are, the next mission of the campaign starts from the save
(RND-1: missions in order, a failed one again). With no mission left in this version the campaign is
over (`next_mission` is ``None``).

Designed: the reserve belongs to everyone and is edited first come first served (the rules' collective
decisions, L420, have no order); a seat acts for its own characters and the reserve; leaves and skins
held by players count as the team's (INV-9) and a recipe takes the reserve's first, then each player's in
seat order; a weapon given to a player goes to a free hand, else a holster of its kind, else is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.contract import RuleViolation
from domain.games.farcry import flow, rules, setup
from domain.games.farcry.campaign import commands as pc
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.campaign import save_rules as sr
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.language import both
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.rng import Rng

COMMANDS = (pc.Buy, pc.Craft, pc.Transfer, pc.FitAccessory, pc.Arrange, pc.LearnTalent, pc.Ready, pc.EndCampaign)


next_mission = sr.next_mission


def active(s: FarCryState) -> bool:
    """The campaign waits in its preparation (a standalone mission's match is over there instead)."""
    return s.campaign and s.phase == "preparation" and s.save is not None and s.exploration is None


def _refuse(code: str, fr: str, en: str, rule: str, status: int = 422) -> RuleViolation:
    return RuleViolation(code, both(fr, en), rule=rule, status=status)


def _save(s: FarCryState) -> CampaignSave:
    assert s.save is not None
    return s.save


def _own(s: FarCryState, seat: int | None, name: str | None) -> PlayerSave | None:
    """The save of ``name`` if ``seat`` controls that character; ``None`` names the reserve."""
    if name is None:
        return None
    p = sr.player(_save(s), name)
    if p is None:
        raise _refuse("unknown_character", f"{name} n'est pas de l'équipe", f"{name} is not in the team", "SU-18")
    rules.controls(s, seat, rules.character(s, name))
    return p


def _member(s: FarCryState, name: str | None) -> PlayerSave | None:
    if name is None:
        return None
    p = sr.player(_save(s), name)
    if p is None:
        raise _refuse("unknown_character", f"{name} n'est pas de l'équipe", f"{name} is not in the team", "SU-18")
    return p


def handle(f: Flow, seat: int | None, command: object, rng: Rng) -> None:
    s = f.s
    if not isinstance(command, COMMANDS):
        raise _refuse(
            "preparing", "Entre deux missions : préparez-vous", "between missions: prepare, then ready", "SU-18", 409
        )
    if seat is None:
        raise _refuse("not_seated", "Un siège prépare", "a seat prepares", "SU-18", 403)
    if isinstance(command, pc.Ready):
        _ready(f, seat, command.ready, rng)
        return
    if isinstance(command, pc.EndCampaign):
        _end_vote(f, seat, command.end)
        return
    if isinstance(command, pc.Buy):
        f.emit(_buy(s, seat, command))
    elif isinstance(command, pc.Craft):
        f.emit(_craft(s, seat, command))
    elif isinstance(command, pc.Transfer):
        f.emit(_transfer(s, seat, command))
    elif isinstance(command, pc.FitAccessory):
        f.emit(_fit(s, seat, command))
    elif isinstance(command, pc.Arrange):
        f.emit(_arrange(s, seat, command))
    elif isinstance(command, pc.LearnTalent):
        f.emit(_learn(s, seat, command))
    if seat in s.ready:  # a change after "ready" asks the seat again
        f.emit(pe.SeatReady(seat=seat, ready=False))


BETWEEN_MISSIONS: dict[type, tuple[str, str, str]] = {
    pc.Buy: (
        "rien ne s'achète pendant une mission : achetez entre deux missions, dans la préparation ; en mission, "
        "ramassez le butin (pick_up, interact) et donnez (give)",
        "nothing can be bought during a mission: buy between missions, in the preparation; during the mission, "
        "pick up loot (pick_up, interact) and give (give)",
        "INV-15",
    ),
    pc.Craft: (
        "on fabrique entre deux missions, dans la préparation ; en mission, buvez une potion (use_item)",
        "crafting is between missions, in the preparation; during the mission, drink a potion (use_item)",
        "INV-16",
    ),
    pc.Transfer: (
        "les cartes s'échangent entre deux missions ; en mission, donnez à un joueur adjacent (give)",
        "cards are exchanged between missions; during the mission, give to an adjacent player (give)",
        "SU-18",
    ),
    pc.FitAccessory: (
        "un accessoire reste sur son arme pendant la mission ; montez-le entre deux missions",
        "an accessory stays on its weapon during the mission; fit it between missions",
        "INV-13",
    ),
    pc.Arrange: (
        "en mission, changez d'arme (switch_weapons) ; le rangement se fait entre deux missions",
        "during the mission, switch weapons (switch_weapons); arranging is between missions",
        "LA-1",
    ),
    pc.LearnTalent: (
        "les talents s'apprennent entre deux missions, dans la préparation",
        "talents are learned between missions, in the preparation",
        "TL-3",
    ),
    pc.Ready: (
        "la mission est en cours : « prêt » se dit dans la préparation, entre deux missions",
        "the mission is under way: ready is said in the preparation, between missions",
        "SU-18",
    ),
    pc.EndCampaign: (
        "la mission est en cours : la campagne s'arrête entre deux missions, dans la préparation",
        "the mission is under way: a campaign is ended between missions, in the preparation",
        "L593-599",
    ),
}
"""A preparation command sent during a mission (L428: "vous ne pouvez rien acheter pendant les missions"):
why not, and what the player can do instead now."""


def refuse_in_mission(command: object) -> None:
    """Refuse a preparation command during a mission with its rule and the legal alternatives."""
    why = BETWEEN_MISSIONS.get(type(command))
    if why is not None:
        fr, en, rule = why
        raise _refuse("between_missions", fr, en, rule, 409)


# -- each command ---------------------------------------------------------------------------------


def _kind(card: str) -> pe.CardKind:
    entry = sr.card_entry(card)
    if entry is not None:
        return entry.kind
    raise _refuse("unknown_card", f"Carte inconnue : {card}", f"unknown card: {card}", "INV-1")


def _into(p: PlayerSave | None, card: str, kind: pe.CardKind, accessories: list[str]) -> str | None:
    """Check that ``card`` fits ``p``'s inventory; the place a weapon takes (None for the reserve)."""
    if p is None:
        return None
    if kind == "weapon":
        fitted = sr.receive_weapon(p, card, accessories)
        if fitted is None:
            raise _refuse(
                "no_room",
                f"Pas de place pour {card} (mains, étuis, une seule par carte) : laissez-la dans la réserve",
                f"no room for {card} (hands, holsters, one of each card): leave it in the reserve",
                "INV-5",
            )
        return next(w.place for w in fitted if w.weapon == card)
    if kind == "item" and not sr.fits_items(p):
        raise _refuse("bag_full", "Sac plein : réserve de l'équipe", "the bag is full: use the team reserve", "INV-4")
    if kind == "carrier" and not sr.takes_carrier(p, card):
        raise _refuse(
            "one_carrier_each", "1 sac, 1 étui de ceinture, 1 étui dorsal", "1 bag, 1 belt and 1 back holster", "INV-8"
        )
    if kind == "accessory":
        raise _refuse(
            "accessory_on_weapon",
            "Un accessoire va sur une arme ou dans la réserve",
            "an accessory goes onto a weapon or into the reserve",
            "INV-11",
        )
    return None


def _buy(s: FarCryState, seat: int, c: pc.Buy) -> pe.CardBought:
    save = _save(s)
    kind = _kind(c.card)
    cost = sr.price(c.card)
    if cost is None:
        raise _refuse("not_for_sale", "Sans prix, pas à vendre", "no printed price: not for sale", "INV-14")
    if sr.left(save, c.card) < 1:
        if sr.lent_next(save, c.card):
            number = CONTENT.missions[next_mission(save) or ""].number
            raise _refuse(
                "none_left",
                f"La mission {number} prête le dernier exemplaire (rendu à la fin de la mission)",
                f"mission {number} lends the last copy (given back at the end of the mission)",
                "INV-17",
            )
        raise _refuse("none_left", "Tous les exemplaires sont en jeu", "every copy is in play", "INV-17")
    if cost > save.reserve_money:
        raise _refuse(
            "not_enough_money",
            f"{cost} nécessaires, {save.reserve_money} en réserve",
            f"{cost} needed, {save.reserve_money} in the reserve",
            "INV-14",
        )
    place = _into(_own(s, seat, c.to), c.card, kind, [])
    return pe.CardBought(seat=seat, card=c.card, kind=kind, price=cost, to=c.to, place=place)


def recipe_cost(save: CampaignSave, recipe: str) -> list[pe.Paid] | None:
    """What crafting ``recipe`` takes from the team (INV-16, INV-18, INV-19), or ``None`` if it lacks."""
    if sr.is_carrier(recipe):
        need = sr.carrier(recipe).skins
        paid: list[pe.Paid] = []
        for owner, skins in sr.team_skins(save):
            take = min(need, skins)
            if take:
                paid.append(pe.Paid(owner=owner, skins=take))
                need -= take
        return paid if need == 0 else None
    item = CONTENT.items.get(recipe)
    if item is None or not item.recipe:
        return None
    wanted = dict(item.recipe)
    leaves: list[pe.Paid] = []
    for owner, leaf in sr.team_leaves(save):
        if wanted.get(leaf, 0) > 0:
            wanted[leaf] -= 1
            leaves.append(pe.Paid(owner=owner, leaf=leaf))
    return leaves if not any(wanted.values()) else None


def _craft(s: FarCryState, seat: int, c: pc.Craft) -> pe.Crafted:
    save = _save(s)
    is_carrier = sr.is_carrier(c.recipe)
    item = CONTENT.items.get(c.recipe)
    if not is_carrier and (item is None or not item.recipe):
        raise _refuse("no_recipe", "Pas de recette", "no such recipe", "INV-16")
    if sr.left(save, c.recipe) < 1:
        raise _refuse("none_left", "Tous les exemplaires sont en jeu", "every copy is in play", "INV-17")
    paid = recipe_cost(save, c.recipe)
    if paid is None:
        raise _refuse(
            "missing_components",
            "Il manque des peaux ou des feuilles",
            "the team lacks the skins or leaves",
            "INV-18" if is_carrier else "INV-19",
        )
    _into(_own(s, seat, c.to), c.recipe, "carrier" if is_carrier else "item", [])
    return pe.Crafted(seat=seat, recipe=c.recipe, kind="carrier" if is_carrier else "item", to=c.to, paid=paid)


def _transfer(s: FarCryState, seat: int, c: pc.Transfer) -> pe.CardTransferred:
    save = _save(s)
    if c.card in CONTENT.talents:
        raise _refuse("talents_stay", "Un talent ne se donne pas", "a talent is never given", "TL-4")
    kind = _kind(c.card)
    if c.giver == c.receiver:
        raise _refuse("same_owner", "Même propriétaire", "giver and receiver are the same", "SU-18")
    giver = _own(s, seat, c.giver) if c.giver is not None else None
    receiver = _member(s, c.receiver)
    accessories: list[str] = []
    if kind == "weapon":
        held = (
            next((w for w in giver.weapons if w.weapon == c.card), None)
            if giver is not None
            else next((w for w in save.reserve_weapons if w.weapon == c.card), None)
        )
        if held is None or CONTENT.weapons[c.card].copies == 0:
            raise _refuse("not_held", f"{c.card} n'est pas là", f"{c.card} is not there", "SU-18")
        accessories = list(held.accessories)
    elif kind == "item":
        items = giver.items if giver is not None else save.reserve_items
        if c.card not in items:
            raise _refuse("not_held", f"{c.card} n'est pas là", f"{c.card} is not there", "SU-18")
    elif kind == "carrier":
        if giver is not None and sr.without_carrier(giver, c.card) is None:
            raise _refuse(
                "still_in_use",
                "Ce qu'il contient n'aurait plus de place",
                "what it holds would have no room left",
                "INV-4",
            )
        if giver is None and c.card not in save.reserve_carriers:
            raise _refuse("not_held", f"{c.card} n'est pas là", f"{c.card} is not there", "SU-18")
    else:
        raise _refuse("accessory_on_weapon", "Déplacez l'accessoire", "move the accessory instead", "INV-11")
    place = _into(receiver, c.card, kind, accessories)
    return pe.CardTransferred(seat=seat, card=c.card, kind=kind, giver=c.giver, receiver=c.receiver, place=place)


def _weapon_of(save: CampaignSave, owner: str | None, weapon: str) -> list[str] | None:
    """The accessories on ``owner``'s ``weapon`` (``None`` owner: a weapon in the reserve)."""
    if owner is None:
        held = next((w for w in save.reserve_weapons if w.weapon == weapon), None)
        return None if held is None else list(held.accessories)
    p = sr.player(save, owner)
    held2 = None if p is None else next((w for w in p.weapons if w.weapon == weapon), None)
    return None if held2 is None else list(held2.accessories)


def _fit(s: FarCryState, seat: int, c: pc.FitAccessory) -> pe.AccessoryFitted:
    """INV-11 (L404): compatible with the weapon and a free screw slot; INV-13: only between missions."""
    save = _save(s)
    accessory = CONTENT.accessories.get(c.accessory)
    if accessory is None:
        raise _refuse("unknown_card", f"Carte inconnue : {c.accessory}", f"unknown card: {c.accessory}", "INV-10")
    for owner in (c.source_owner, c.owner):
        if owner is not None:
            _own(s, seat, owner)
    if c.source_weapon is None:
        if c.accessory not in save.reserve_accessories:
            raise _refuse("not_held", "Pas dans la réserve", "not in the reserve", "INV-11")
    else:
        on = _weapon_of(save, c.source_owner, c.source_weapon)
        if on is None or c.accessory not in on:
            raise _refuse("not_held", "Pas sur cette arme", "not on that weapon", "INV-11")
    if c.weapon is not None:
        on = _weapon_of(save, c.owner, c.weapon)
        if on is None:
            raise _refuse("not_held", f"{c.weapon} n'est pas là", f"{c.weapon} is not there", "INV-11")
        weapon = CONTENT.weapons[c.weapon]
        if weapon.category not in accessory.fits:
            raise _refuse("incompatible", "Accessoire incompatible", "the weapon does not take it", "INV-11")
        same = c.source_weapon == c.weapon and c.source_owner == c.owner
        if len(on) - (1 if same else 0) >= weapon.slots:
            raise _refuse("no_slot", "Plus d'emplacement libre (vis)", "no free screw slot", "INV-10")
    elif c.source_weapon is None:
        raise _refuse("same_owner", "Déjà dans la réserve", "already in the reserve", "INV-11")
    return pe.AccessoryFitted(
        seat=seat,
        accessory=c.accessory,
        source_owner=c.source_owner if c.source_weapon is not None else None,
        source_weapon=c.source_weapon,
        owner=c.owner if c.weapon is not None else None,
        weapon=c.weapon,
    )


def _arrange(s: FarCryState, seat: int, c: pc.Arrange) -> pe.WeaponsArranged:
    p = _own(s, seat, c.character)
    assert p is not None
    fitted = sr.arrangement(p.weapons, p.holsters, c.hand)
    if fitted is None:
        raise _refuse(
            "does_not_fit",
            "Deux mains au plus, le reste dans des étuis de son type",
            "two hands at most, the rest in holsters of its kind",
            "INV-5",
        )
    return pe.WeaponsArranged(character=c.character, weapons=fitted)


TALENT_CODES = {
    "unknown_talent": ("Talent inconnu", "unknown talent", "TL-10"),
    "talent_taken": ("Un seul exemplaire de chaque talent dans l'équipe", "one copy of each talent", "TL-4"),
    "not_enough_xp": ("Pas assez d'XP (1000/2000/4000)", "not enough XP (1000/2000/4000)", "TL-3"),
    "talent_locked": (
        "Il faut un talent de niveau inférieur du même arbre, chacun n'en débloque qu'un",
        "needs a lower-level talent of the same tree, each unlocking one",
        "TL-5",
    ),
}


def _learn(s: FarCryState, seat: int, c: pc.LearnTalent) -> pe.TalentLearned:
    p = _own(s, seat, c.character)
    assert p is not None
    why = sr.learnable(_save(s), p, c.talent)
    if why is not None:
        fr, en, rule = TALENT_CODES[why]
        raise _refuse(why, fr, en, rule)
    return pe.TalentLearned(character=c.character, talent=c.talent, xp=sr.TALENT_XP[CONTENT.talents[c.talent].level])


# -- ready, and the next mission ---------------------------------------------------------------------


def _ready(f: Flow, seat: int, ready: bool, rng: Rng) -> None:
    s = f.s
    if ready and next_mission(_save(s)) is None:
        raise _refuse("campaign_over", "Plus de mission dans cette version", "no mission left in this version", "RND-1")
    if (seat in s.ready) == ready:
        return
    if ready and seat in s.ending:  # ready to go on takes back the vote to stop
        f.emit(pe.CampaignEndVoted(seat=seat, end=False))
    f.emit(pe.SeatReady(seat=seat, ready=ready))
    if ready and all(q in f.s.ready for q in range(f.s.seats)):
        start_next(f, rng)


def _end_vote(f: Flow, seat: int, end: bool) -> None:
    """`EndCampaign`: a vote to stop takes back the seat's "ready"; the last vote ends the campaign
    (designed: unanimity, as "ready" is, so that no seat stops the group's campaign alone)."""
    s = f.s
    if end and next_mission(_save(s)) is None:
        raise _refuse("campaign_over", "Plus de mission dans cette version", "no mission left in this version", "RND-1")
    if (seat in s.ending) == end:
        return
    if end and seat in s.ready:
        f.emit(pe.SeatReady(seat=seat, ready=False))
    f.emit(pe.CampaignEndVoted(seat=seat, end=end))
    if end and all(q in f.s.ending for q in range(f.s.seats)):
        save = _save(f.s)
        f.emit(pe.CampaignEnded(missions_done=list(save.missions_done), failures=dict(save.failures)))


def start_next(f: Flow, rng: Rng) -> None:
    """RND-1, SU-12 (L308-310): the next mission's set-up from the save, then its round 1 up to the
    players' turn (R-F-7). Weapons and items left in the reserve stay there (INV-7)."""
    s = f.s
    save = _save(s)
    mission = next_mission(save)
    assert mission is not None
    options = FarCryOptions(
        seats=s.seats,
        mission=mission,  # type: ignore[arg-type]
        characters=[c.character for c in s.characters],
        friendly_fire=s.friendly_fire,
        reaction_seconds=s.reaction_seconds,
        campaign=True,
    )
    f.emit(*setup.start(options, rng, save=save))
    f.emit(*flow.opening(f.s, rng))


def seats_to_prepare(s: FarCryState) -> list[int]:
    """The seats still preparing: neither ready nor waiting for the others' vote to stop. When every
    seat has said one or the other but not the same (some ready, some voting to stop), all are asked
    again: neither side can go on alone, and a seat's "ready" or vote takes the other back."""
    waiting = [q for q in range(s.seats) if q not in s.ready and q not in s.ending]
    return waiting or list(range(s.seats))


def team(s: FarCryState, seat: int) -> Sequence[str]:
    """The characters ``seat`` controls."""
    return [c.character for c in s.characters if c.seat == seat or s.seats == 1]
