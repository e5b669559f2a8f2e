"""Far Cry's log in sentences (``domain/sentences.py``): each event, as the reader may see it, in
English or French, with the characters, enemies (name and colour), weapons, damage and the dice as
rolled (the attack die's colour and whether it shows a symbol, the cover die, the result).

Imports only the package's event classes and its content (names): the rules' modules may move freely.
A face-down token or card the reader may not see is ``None`` in its copy of the event: told as "a token".
"""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.content import CONTENT
from domain.games.farcry.tactical.dice import AttackRoll, DieRoll
from domain.sentences import GameSentences, listing, seat_name
from domain.texts import Catalogue, both

ENTRIES: dict[str, dict[str, str]] = {
    "mission_prepared": both(
        "{mission} begins: {seats} player(s), {rounds} rounds at most.",
        "{mission} commence : {seats} joueur(s), {rounds} manches au plus.",
    ),
    "character_ready": both("{who} plays {character}.", "{who} joue {character}."),
    "round_started": both("Round {round} begins.", "La manche {round} commence."),
    "players_turn_started": both("Round {round}: the players' turn.", "Manche {round} : le tour des joueurs."),
    "enemies_turn_started": both("Round {round}: the enemies' turn.", "Manche {round} : le tour des ennemis."),
    "moved.step": both("{who} moves {hexes} ({mp} MP).", "{who} se déplace de {hexes} ({mp} PM)."),
    "hexes.one": both("{n} hex", "{n} hexagone"),
    "hexes.many": both("{n} hexes", "{n} hexagones"),
    "moved.jump": both("{who} jumps ({mp} MP).", "{who} saute ({mp} PM)."),
    "moved.zip": both("{who} rides the zip line ({mp} MP).", "{who} descend la tyrolienne ({mp} PM)."),
    "moved.climb": both("{who} climbs the tower ({mp} MP).", "{who} grimpe à la tour ({mp} PM)."),
    "attack": both(
        "{attacker} attacks {target} with {weapon}: {dice} — {result}.",
        "{attacker} attaque {target} avec {weapon} : {dice} — {result}.",
    ),
    "attack.reroll": both(
        "Lucky shot: {attacker} rolls again against {target} with {weapon}: {dice} — {result}.",
        "Coup de chance : {attacker} relance contre {target} avec {weapon} : {dice} — {result}.",
    ),
    "attack.hex": both("the hex", "l'hexagone"),
    "result.hit": both("hit", "touché"),
    "result.cover": both("the cover takes the hit", "le couvert encaisse"),
    "result.miss": both("missed", "raté"),
    "die": both("{colour} die {face}", "dé {colour} {face}"),
    "die.cover": both("cover die {face}", "dé de couverture {face}"),
    "face.symbol": both("✔ (symbol)", "✔ (symbole)"),
    "face.blank": both("✘ (blank)", "✘ (vierge)"),
    "face.shield": both("🛡 (shield)", "🛡 (bouclier)"),
    "choice.success": both("automatic success", "réussite automatique"),
    "choice.failure": both("automatic failure", "échec automatique"),
    "colour.black": both("black", "noir"),
    "colour.red": both("red", "rouge"),
    "colour.orange": both("orange", "orange"),
    "colour.yellow": both("yellow", "jaune"),
    "colour.green": both("green", "vert"),
    "colour.blue": both("blue", "bleu"),
    "colour.purple": both("purple", "violet"),
    "colour.white": both("white", "blanc"),
    "takedown.success": both(
        "{who} takes {target} down ({dice}).", "{who} élimine {target} au corps à corps ({dice})."
    ),
    "takedown.failure": both(
        "{who} fails to take {target} down ({dice}).", "{who} rate l'élimination de {target} ({dice})."
    ),
    "damaged": both("{who} loses {amount} HP.", "{who} perd {amount} PV."),
    "damaged.by": both("{who} loses {amount} HP ({by}).", "{who} perd {amount} PV ({by})."),
    "removed.killed": both("{who} is killed.", "{who} est tué."),
    "removed.fled": both("{who} flees.", "{who} s'enfuit."),
    "removed.stunned": both("{who} is stunned and leaves the board.", "{who} est assommé et quitte le plateau."),
    "removed.exited": both("{who} leaves by an exit.", "{who} sort par une sortie."),
    "removed.knocked_out": both("{who} is knocked out.", "{who} est mis hors de combat."),
    "mission_ended.success": both("The mission succeeds{saved}.", "La mission est réussie{saved}."),
    "mission_ended.failure": both("The mission fails{saved}.", "La mission échoue{saved}."),
    "saved": both(" (the campaign is saved)", " (la campagne est sauvegardée)"),
    "status.bleeding": both("bleeding", "saignement"),
    "status.blocage": both("blocked", "blocage"),
    "status_given": both("{who} is now {status}.", "{who} subit : {status}."),
    "status_cleared": both("{who} is no longer {status}.", "{who} n'a plus : {status}."),
    "healed": both("{who} heals {amount} HP.", "{who} récupère {amount} PV."),
    "character_done": both("{who} is done for this turn.", "{who} a fini son tour."),
    "talent_used": both("{who} uses the talent {talent}.", "{who} utilise le talent {talent}."),
    "impulse_used": both("{who} uses their impulse.", "{who} utilise son impulsion."),
    "picked_up": both("{who} picks up {what}.", "{who} ramasse {what}."),
    "picked_up.weapon": both("{who} picks up {weapon}.", "{who} ramasse {weapon}."),
    "token": both("a token", "un jeton"),
    "bandaged": both("{who} bandages {target}: +{healed} HP.", "{who} panse {target} : +{healed} PV."),
    "reloaded": both("{who} reloads {weapons}.", "{who} recharge {weapons}."),
    "weapons_switched": both("{who} rearranges their weapons.", "{who} change ses armes de place."),
    "stress_drawn": both("{who} draws a stress card face down.", "{who} pioche une carte Stress face cachée."),
    "stress_turned": both(
        "{who}'s stress card turns: level {tier}.", "La carte Stress de {who} se retourne : niveau {tier}."
    ),
    "madness_gained": both("{who} gains {tokens} madness token(s).", "{who} gagne {tokens} jeton(s) Folie."),
    "xp_gained": both("{who} gains {amount} XP.", "{who} gagne {amount} PX."),
    "anecdote_turned": both("An anecdote card is turned.", "Une carte Anecdote est retournée."),
    "tile_damaged": both("A {kind} takes {amount} damage.", "Un élément ({kind}) subit {amount} dégât(s)."),
    "tile_destroyed": both("A {kind} is destroyed.", "Un élément ({kind}) est détruit."),
    "fire_spread": both("Fire spreads to {hexes}.", "Le feu s'étend à {hexes}."),
    "unit_placed": both("{who} arrives on the board.", "{who} arrive sur le plateau."),
    "target_chosen": both("{who} targets {target}.", "{who} cible {target}."),
    "offer_made": both("{who} offers {to} an exchange.", "{who} propose un échange à {to}."),
    "offer_answered.yes": both("{who} accepts the exchange.", "{who} accepte l'échange."),
    "offer_answered.no": both("{who} refuses the exchange.", "{who} refuse l'échange."),
    "mp_gained": both("{who} gains {amount} MP.", "{who} gagne {amount} PM."),
    "amanites": both("Amanites burst at the hex ({dice}).", "Des amanites éclatent ({dice})."),
    "spawn_rolled": both("Reinforcements? {dice}.", "Renforts ? {dice}."),
    "nest_rolled": both("The nest: {dice}.", "Le nid : {dice}."),
    "ally_commanded": both("{who} gives an order to {ally}.", "{who} donne un ordre à {ally}."),
    "item_used": both("{who} uses {item}.", "{who} utilise {item}."),
    "an_item": both("an item", "un objet"),
    "bonus_rolled": both(
        "{who}'s talent {talent}: {dice} — {result}.", "Talent {talent} de {who} : {dice} — {result}."
    ),
    "steel_abs_rolled": both("{who}'s steel abs: {dice} — {result}.", "Abdos d'acier de {who} : {dice} — {result}."),
    "success": both("success", "réussite"),
    "failure": both("failure", "échec"),
    "revived": both("{who} gets back up with {hp} HP.", "{who} se relève avec {hp} PV."),
    "reaction_answered.yes": both("{who} reacts.", "{who} réagit."),
    "reaction_answered.no": both("{who} lets the moment pass.", "{who} laisse passer l'occasion."),
    "cage_opened": both("A cage opens: {who} is free.", "Une cage s'ouvre : {who} est libre."),
    "condition_met": both("An objective is met.", "Un objectif est atteint."),
    "offer_lapsed": both("{who}'s exchange offer lapses.", "L'offre d'échange de {who} tombe."),
    "object_used": both("{who} uses the {kind} ({mp} MP).", "{who} utilise l'élément {kind} ({mp} PM)."),
    "madness_returned": both("Madness tokens go back into the deck.", "Des jetons Folie retournent dans la pioche."),
    "rubble_fell": both("Rubble falls on {hexes}.", "Des gravats tombent sur {hexes}."),
    "relic_placed": both("The {weapon} lies on the board.", "Le {weapon} repose sur le plateau."),
    "platform_collapsed": both(
        "A platform collapses into the acid ({hexes}).", "Une plateforme s'effondre dans l'acide ({hexes})."
    ),
    "bridge_rolled": both("The suspension bridge: {dice}.", "Le pont suspendu : {dice}."),
    "door_turned": both("{who} turns a bunker door: {unit}.", "{who} retourne une porte de bunker : {unit}."),
    "door_turned.empty": both(
        "{who} turns a bunker door: nobody behind it.", "{who} retourne une porte de bunker : personne derrière."
    ),
    "zone_changed": both("{who} goes through the door: {zone}.", "{who} passe la porte : {zone}."),
    "zone.outside": both("the outside", "l'extérieur"),
    "zone.bunker": both("the bunker", "le bunker"),
    "seat_taken": both("{who} takes the machine-gun seat.", "{who} s'assoit à la mitrailleuse."),
    "seat_left": both("{who} leaves the machine-gun seat.", "{who} quitte le siège de la mitrailleuse."),
    "gun_broken": both("The machine gun is destroyed.", "La mitrailleuse est détruite."),
    "gun_broken.who": both(
        "The machine gun is destroyed: {who} is thrown out of its seat.",
        "La mitrailleuse est détruite : {who} est éjecté de son siège.",
    ),
    "queue_joined": both(
        "{unit} goes on number {n} of the enemy queue.", "{unit} prend le numéro {n} de la file d'attente des ennemis."
    ),
    "ink_spilled": both("Ink spills over {hexes}.", "L'encre se répand sur {hexes}."),
    "ink_absorbed": both("{who} absorbs an ink puddle.", "{who} absorbe une flaque d'encre."),
    "where_drawn": both("An « Où » card calls an Ink minion.", "Une carte « Où » appelle un Minion d'encre."),
    "weapon_awarded": both("{who} receives the {weapon}.", "{who} reçoit le {weapon}."),
    "ruses_placed": both(
        "{n} Vaas ruse tokens lie face down, one of them on the Traitor's board.",
        "{n} jetons Ruse de Vaas sont posés face cachée, dont un sur le plateau du Traître.",
    ),
    "ruse_taken": both("{who} takes a ruse token. {face}", "{who} prend un jeton Ruse. {face}"),
    "zip_line_kill": both("{who} kills from the zip line.", "{who} tue depuis la tyrolienne."),
    "campaign_end_voted.yes": both("{who} votes to end the campaign.", "{who} vote pour arrêter la campagne."),
    "campaign_end_voted.no": both(
        "{who} takes back the vote to end the campaign.", "{who} reprend son vote pour arrêter la campagne."
    ),
    "campaign_ended": both(
        "The group ends the campaign: {n} mission(s) won.", "Le groupe arrête la campagne : {n} mission(s) réussie(s)."
    ),
    "leaf_drawn": both("{who} draws a leaf.", "{who} pioche une feuille."),
    "leaf_exchanged": both("{who} exchanges a leaf.", "{who} échange une feuille."),
    "instability_chosen": both("{who}'s {weapon} goes off on its own.", "{weapon} de {who} part tout seul."),
}

SENTENCE_TEXTS = Catalogue(ENTRIES)


def _t(key: str, lang: str, **fields: object) -> str:
    return SENTENCE_TEXTS.text(key, lang, **fields)


def hexes(n: int, lang: str) -> str:
    """``n`` hexes, singular or plural by the count ("1 hex", "3 hexes"; French: 0 and 1 are singular)."""
    one = n <= 1 if lang == "fr" else n == 1
    return _t("hexes.one" if one else "hexes.many", lang, n=n)


def _pair(fr: str, en: str, lang: str) -> str:
    return fr if lang == "fr" else en


def ruse(face: str, lang: str) -> str:
    """A Vaas ruse token's face in ``lang`` (M7, designed faces)."""
    for m in CONTENT.missions.values():
        for f in m.ruse_faces:
            if f.id == face:
                return _pair(f.fr, f.en, lang)
    return face


def colour(name: str, lang: str) -> str:
    key = f"colour.{name}"
    return _t(key, lang) if SENTENCE_TEXTS.has(key) else name


def who(name: str | None, lang: str) -> str:
    """A character by name ("Daisy Lee"), an enemy by its uid ``<unit>-<colour>`` ("Beheader (red)")."""
    if name is None:
        return _t("attack.hex", lang)
    character = CONTENT.characters.get(name)
    if character is not None:
        return character.name
    unit_id, _, tint = name.rpartition("-")
    unit = CONTENT.units.get(unit_id) or CONTENT.units.get(name)
    if unit is None:
        return name.replace("_", " ").replace("-", " ")
    named = _pair(unit.fr, unit.en, lang)
    return f"{named} ({colour(tint, lang)})" if unit_id and tint else named


def weapon(weapon_id: str, lang: str) -> str:
    found = CONTENT.weapons.get(weapon_id)
    return _pair(found.fr, found.en, lang) if found is not None else weapon_id.replace("_", " ")


def die(roll: DieRoll, lang: str) -> str:
    if roll.die == "cover":
        return _t("die.cover", lang, face=_t("face.shield" if roll.symbol else "face.blank", lang))
    return _t("die", lang, colour=colour(roll.die, lang), face=_t("face.symbol" if roll.symbol else "face.blank", lang))


def dice(roll: AttackRoll, lang: str) -> str:
    """The attack's dice in words: "orange die ✔ (symbol), cover die ✘ (blank)"."""
    shown: list[str] = []
    if roll.choice.kind != "roll":
        shown.append(_t(f"choice.{roll.choice.kind}", lang))
    if roll.attack is not None:
        shown.append(die(roll.attack, lang))
    if roll.cover is not None:
        shown.append(die(roll.cover, lang))
    return ", ".join(shown)


def tell(event: Event, actor: int | None, lang: str) -> str | None:
    """``event`` (as the reader may see it) in one sentence of ``lang``."""
    teller = _TELLERS.get(type(event))
    return teller(event, lang) if teller is not None else None


def _prepared(e: ev.MissionPrepared, lang: str) -> str:
    mission = CONTENT.missions.get(e.mission)
    if mission is None:
        title = _pair("La mission", "The mission", lang)
    else:  # the missions' titles are printed in French only
        title = _pair(f"La mission {mission.number}, « {mission.fr} »,", f"Mission {mission.number}", lang)
    return _t("mission_prepared", lang, mission=title, seats=e.seats, rounds=e.last_round)


def _attack(e: ev.AttackResolved, lang: str) -> str:
    return _t(
        "attack.reroll" if e.reroll else "attack",
        lang,
        attacker=who(e.attacker, lang),
        target=who(e.target, lang),
        weapon=weapon(e.weapon, lang),
        dice=dice(e.roll, lang),
        result=_t(f"result.{e.roll.result}", lang),
    )


def _takedown(e: ev.TakedownTried | ev.TakedownRerolled, lang: str) -> str:
    rolled = die(e.roll, lang) if e.roll is not None else _t("choice.success" if e.success else "choice.failure", lang)
    key = "takedown.success" if e.success else "takedown.failure"
    return _t(key, lang, who=who(e.character, lang), target=who(e.target, lang), dice=rolled)


def _damaged(e: ev.Damaged, lang: str) -> str:
    if e.by:
        return _t("damaged.by", lang, who=who(e.who, lang), amount=e.amount, by=who(e.by, lang))
    return _t("damaged", lang, who=who(e.who, lang), amount=e.amount)


def _ended(e: ev.MissionEnded, lang: str) -> str:
    return _t(f"mission_ended.{e.result}", lang, saved=_t("saved", lang) if e.saved else "")


def _moved(e: ev.Moved, lang: str) -> str:
    return _t(f"moved.{e.kind}", lang, who=who(e.who, lang), hexes=hexes(max(1, len(e.path) - 1), lang), mp=e.mp)


def _picked(e: ev.PickedUp, lang: str) -> str:
    if e.weapon:
        return _t("picked_up.weapon", lang, who=who(e.character, lang), weapon=weapon(e.weapon, lang))
    return _t("picked_up", lang, who=who(e.character, lang), what=_t("token", lang))


def _talent_name(talent: str, lang: str) -> str:
    found = CONTENT.talents.get(talent)
    return _pair(found.fr, found.en, lang) if found is not None else talent.replace("_", " ")


def _item(item: str, lang: str) -> str:
    found = CONTENT.items.get(item)
    name = getattr(found, "en", None)
    return _pair(getattr(found, "fr", ""), name, lang) if name else _t("an_item", lang)


def _talent(e: ev.TalentUsed, lang: str) -> str:
    return _t("talent_used", lang, who=who(e.character, lang), talent=_talent_name(e.talent, lang))


def _character(e: ev.CharacterReady, lang: str) -> str:
    return _t("character_ready", lang, who=seat_name(e.seat, lang), character=who(e.character, lang))


Tell = Callable[[Event, str], str]


def _as(fn: Callable[..., str]) -> Tell:
    return fn


def _quiet(e: Event, lang: str) -> str:
    """Bookkeeping of the turn (an enemy's activation, a declared attack before its dice): the prompts
    and the next event say it."""
    return ""


_TELLERS: dict[type[Event], Tell] = {
    ev.MissionPrepared: _as(_prepared),
    ev.CharacterReady: _as(_character),
    ev.RoundStarted: _as(lambda e, lang: _t("round_started", lang, round=e.round)),
    ev.PlayersTurnStarted: _as(lambda e, lang: _t("players_turn_started", lang, round=e.round)),
    ev.EnemiesTurnStarted: _as(lambda e, lang: _t("enemies_turn_started", lang, round=e.round)),
    ev.Moved: _as(_moved),
    ev.AttackDeclared: _quiet,
    ev.AttackResolved: _as(_attack),
    ev.TakedownTried: _as(_takedown),
    ev.TakedownRerolled: _as(_takedown),
    ev.Damaged: _as(_damaged),
    ev.UnitRemoved: _as(lambda e, lang: _t(f"removed.{e.why}", lang, who=who(e.who, lang))),
    ev.TurnEnded: _quiet,
    ev.MissionEnded: _as(_ended),
    ev.StatusGiven: _as(
        lambda e, lang: _t("status_given", lang, who=who(e.who, lang), status=_t(f"status.{e.status}", lang))
    ),
    ev.StatusCleared: _as(
        lambda e, lang: _t("status_cleared", lang, who=who(e.who, lang), status=_t(f"status.{e.status}", lang))
    ),
    ev.Healed: _as(lambda e, lang: _t("healed", lang, who=who(e.who, lang), amount=e.amount)),
    ev.CharacterDone: _as(lambda e, lang: _t("character_done", lang, who=who(e.character, lang))),
    ev.TalentUsed: _as(_talent),
    ev.ImpulseUsed: _as(lambda e, lang: _t("impulse_used", lang, who=who(e.character, lang))),
    ev.PickedUp: _as(_picked),
    ev.Bandaged: _as(
        lambda e, lang: _t("bandaged", lang, who=who(e.character, lang), target=who(e.target, lang), healed=e.healed)
    ),
    ev.Reloaded: _as(
        lambda e, lang: _t(
            "reloaded", lang, who=who(e.character, lang), weapons=listing((weapon(w, lang) for w in e.weapons), lang)
        )
    ),
    ev.WeaponsSwitched: _as(lambda e, lang: _t("weapons_switched", lang, who=who(e.character, lang))),
    ev.StressDrawn: _as(lambda e, lang: _t("stress_drawn", lang, who=who(e.character, lang))),
    ev.StressTurned: _as(lambda e, lang: _t("stress_turned", lang, who=who(e.character, lang), tier=e.tier)),
    ev.MadnessGained: _as(lambda e, lang: _t("madness_gained", lang, who=who(e.character, lang), tokens=e.tokens)),
    ev.XpGained: _as(lambda e, lang: _t("xp_gained", lang, who=who(e.character, lang), amount=e.amount)),
    ev.AnecdoteTurned: _as(lambda e, lang: _t("anecdote_turned", lang)),
    ev.Announced: _as(lambda e, lang: _pair(e.fr, e.en, lang)),
    ev.TileDamaged: _as(lambda e, lang: _t("tile_damaged", lang, kind=e.kind.replace("_", " "), amount=e.amount)),
    ev.TileDestroyed: _as(lambda e, lang: _t("tile_destroyed", lang, kind=e.kind.replace("_", " "))),
    ev.FireSpread: _as(lambda e, lang: _t("fire_spread", lang, hexes=hexes(len(e.hexes), lang))),
    ev.UnitPlaced: _as(lambda e, lang: _t("unit_placed", lang, who=who(e.uid, lang))),
    ev.UnitActivated: _quiet,
    ev.TargetChosen: _as(
        lambda e, lang: _t("target_chosen", lang, who=who(e.uid, lang), target=who(e.target, lang)) if e.target else ""
    ),
    ev.EnemyChoiceAsked: _quiet,
    ev.EnemyChoiceMade: _quiet,
    ev.UnitFinished: _quiet,
    ev.OfferMade: _as(lambda e, lang: _t("offer_made", lang, who=who(e.character, lang), to=who(e.to, lang))),
    ev.OfferAnswered: _as(
        lambda e, lang: _t("offer_answered.yes" if e.accept else "offer_answered.no", lang, who=who(e.character, lang))
    ),
    ev.MpGained: _as(lambda e, lang: _t("mp_gained", lang, who=who(e.who, lang), amount=e.amount)),
    ev.AmanitesTriggered: _as(
        lambda e, lang: _t("amanites", lang, dice=", ".join(die(r, lang) for r in (e.roll, e.cover)))
    ),
    ev.SpawnRolled: _as(lambda e, lang: _t("spawn_rolled", lang, dice=die(e.roll, lang))),
    ev.NestRolled: _as(lambda e, lang: _t("nest_rolled", lang, dice=die(e.roll, lang))),
    ev.NestRerolled: _as(lambda e, lang: _t("nest_rolled", lang, dice=die(e.roll, lang))),
    ev.AmanitesRerolled: _as(lambda e, lang: _t("amanites", lang, dice=die(e.roll, lang))),
    ev.AllyCommanded: _as(
        lambda e, lang: _t("ally_commanded", lang, who=seat_name(e.seat, lang), ally=who(e.ally, lang))
    ),
    ev.ItemUsed: _as(lambda e, lang: _t("item_used", lang, who=who(e.character, lang), item=_item(e.item, lang))),
    ev.BonusRolled: _as(
        lambda e, lang: _t(
            "bonus_rolled",
            lang,
            who=who(e.character, lang),
            talent=_talent_name(e.talent, lang),
            dice=die(e.roll, lang),
            result=_t("success" if e.success else "failure", lang),
        )
    ),
    ev.SteelAbsRolled: _as(
        lambda e, lang: _t(
            "steel_abs_rolled",
            lang,
            who=who(e.character, lang),
            dice=die(e.roll, lang),
            result=_t("success" if e.success else "failure", lang),
        )
    ),
    ev.Revived: _as(lambda e, lang: _t("revived", lang, who=who(e.character, lang), hp=e.hp)),
    ev.ReactionOffered: _quiet,
    ev.ReactionTimed: _quiet,
    ev.ReactionAnswered: _as(
        lambda e, lang: _t(
            "reaction_answered.yes" if e.use else "reaction_answered.no", lang, who=who(e.character, lang)
        )
    ),
    ev.EffectStarted: _quiet,
    ev.CageOpened: _as(lambda e, lang: _t("cage_opened", lang, who=who(e.unit, lang))),
    ev.ConditionMet: _as(lambda e, lang: _t("condition_met", lang)),
    ev.FreeAttackResolved: _quiet,
    ev.GroupReleased: _quiet,
    ev.OfferLapsed: _as(lambda e, lang: _t("offer_lapsed", lang, who=who(e.character, lang))),
    ev.ObjectUsed: _as(
        lambda e, lang: _t("object_used", lang, who=who(e.character, lang), kind=e.kind.replace("_", " "), mp=e.mp)
    ),
    ev.MadnessReturned: _as(lambda e, lang: _t("madness_returned", lang)),
    ev.RubbleFell: _as(lambda e, lang: _t("rubble_fell", lang, hexes=hexes(len(e.hexes), lang))),
    ev.LeafDrawn: _as(lambda e, lang: _t("leaf_drawn", lang, who=who(e.character, lang))),
    ev.LeafExchanged: _as(lambda e, lang: _t("leaf_exchanged", lang, who=who(e.character, lang))),
    ev.InstabilityAsked: _quiet,
    ev.InstabilityChosen: _as(
        lambda e, lang: _t("instability_chosen", lang, who=who(e.character, lang), weapon=weapon(e.weapon, lang))
    ),
    ev.ChainPaused: _quiet,
    ev.ChainResumed: _quiet,
    ev.QueueAdvanced: _quiet,
    ev.RelicPlaced: _as(lambda e, lang: _t("relic_placed", lang, weapon=weapon(e.weapon, lang))),
    ev.PlatformCollapsed: _as(lambda e, lang: _t("platform_collapsed", lang, hexes=hexes(len(e.hexes), lang))),
    ev.BridgeRolled: _as(lambda e, lang: _t("bridge_rolled", lang, dice=die(e.roll, lang))),
    ev.DoorTurned: _as(
        lambda e, lang: (
            _t("door_turned", lang, who=who(e.character, lang), unit=who(e.unit, lang))
            if e.unit is not None
            else _t("door_turned.empty", lang, who=who(e.character, lang))
        )
    ),
    ev.ZoneChanged: _as(
        lambda e, lang: _t("zone_changed", lang, who=who(e.who, lang), zone=_t(f"zone.{e.zone}", lang))
    ),
    ev.SeatTaken: _as(lambda e, lang: _t("seat_taken", lang, who=who(e.character, lang))),
    ev.SeatLeft: _as(lambda e, lang: _t("seat_left", lang, who=who(e.character, lang))),
    ev.GunBroken: _as(
        lambda e, lang: (
            _t("gun_broken.who", lang, who=who(e.who, lang)) if e.who is not None else _t("gun_broken", lang)
        )
    ),
    ev.QueueJoined: _as(lambda e, lang: _t("queue_joined", lang, unit=who(e.unit, lang), n=e.number)),
    ev.InkSpilled: _as(lambda e, lang: _t("ink_spilled", lang, hexes=hexes(len(e.hexes), lang))),
    ev.InkAbsorbed: _as(lambda e, lang: _t("ink_absorbed", lang, who=who(e.character, lang))),
    ev.WhereDrawn: _as(lambda e, lang: _t("where_drawn", lang)),
    ev.WeaponAwarded: _as(
        lambda e, lang: _t("weapon_awarded", lang, who=who(e.character, lang), weapon=weapon(e.weapon, lang))
    ),
    ev.RusesPlaced: _as(lambda e, lang: _t("ruses_placed", lang, n=len(e.tokens) + (1 if e.holder else 0))),
    ev.RuseTaken: _as(lambda e, lang: _t("ruse_taken", lang, who=who(e.by, lang), face=ruse(e.face, lang))),
    ev.ZipLineKill: _as(lambda e, lang: _t("zip_line_kill", lang, who=who(e.character, lang))),
    pe.CampaignEndVoted: _as(
        lambda e, lang: _t(f"campaign_end_voted.{'yes' if e.end else 'no'}", lang, who=seat_name(e.seat, lang))
    ),
    pe.CampaignEnded: _as(lambda e, lang: _t("campaign_ended", lang, n=len(e.missions_done))),
}

SENTENCES = GameSentences(
    game="farcry",
    tell=tell,
    catalogue=SENTENCE_TEXTS,
    tags=frozenset(str(cls.__struct_config__.tag) for cls in _TELLERS),
)
