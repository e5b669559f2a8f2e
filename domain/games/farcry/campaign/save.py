"""The campaign save (EM-15, L1456-1458): what a team carries from one mission to the next (types only).

One match is one campaign (issue 14). The save is public: every seat sees the whole team's boards,
cards and the reserve. It is kept in the state when a saved mission starts (R-F-52: a failure
restores it) and rewritten by the debriefing of a success (`debriefing`). Mission 0 is never saved
(EM-14, R-F-5). A designed starting save lets a single mission start from a campaign in progress.
"""

from __future__ import annotations

from typing import Literal

import msgspec

Place = Literal["hand", "holster", "beside", "save_bag"]
"""Where a saved weapon is: in hand, in a holster, beside the board (Fist and blades), or in the save bag."""


class SavedWeapon(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A weapon card kept on the board or in the save bag; it starts the next mission loaded (SU-12)."""

    weapon: str
    """The weapon card's id."""
    place: Place
    """Where it is kept: in hand, in a holster, beside the board or in the save bag (LA-1..LA-3)."""
    accessories: list[str] = []
    """INV-13 (L408): the accessories stay on their weapon for the whole mission."""


class StoredWeapon(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A weapon card left in the team reserve (INV-9), with the accessories still on it (INV-13)."""

    weapon: str
    """The weapon card's id."""
    accessories: list[str] = []
    """The accessory ids still fitted on it."""


class PlayerSave(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One player's save bag (EM-11, L597-599): the board, the cards, the tokens kept and the counter."""

    character: str
    """The character's id (content `characters.json`)."""
    weapons: list[SavedWeapon]
    """The weapons kept, each with where it starts the next mission."""
    holsters: list[str]
    """Belt and back holster tiles (INV-8: at most one of each kind)."""
    bag: str | None = None
    """The bag tile (INV-3, INV-8): its slots are how many item cards the player carries; none: 1 (INV-2)."""
    talents: list[str] = []
    """Talent card ids learned."""
    items: list[str] = []
    """Item card ids kept."""
    leaves: list[str] = []
    """Leaf colours kept."""
    skins: int = 0
    """Skins kept."""
    xp: int = 0
    """XP to spend (EM-3, EM-5)."""
    madness: int = 0
    """The madness counter (MD-6); its thresholds raise the board's maxima (MD-7)."""
    max_hp: int = 0
    """The board's maximum HP: the character's base plus the MD-7 bonuses of ``madness``."""
    max_mp: int = 0
    """Maximum movement points the counter gives (SU-15, MD-7); 0 when not yet set."""


class CampaignSave(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The whole team's save: each player's, the team reserve (EM-4, INV-9) and the exploration token."""

    players: list[PlayerSave]
    """Each player's save bag: board, counters and cards (EM-11, EM-15)."""
    reserve_money: int = 0
    """The team's money (INV-9): objectives' and loot's money, spent in the shop (INV-14)."""
    reserve_items: list[str] = []
    """Item cards in the team reserve (INV-9)."""
    reserve_weapons: list[StoredWeapon] = []
    """Weapon cards left in the reserve (INV-7: unusable in the mission that follows)."""
    reserve_accessories: list[str] = []
    """Accessory cards on no weapon (bought, or taken off one between missions, INV-11, INV-13)."""
    reserve_carriers: list[str] = []
    """Bag and holster tiles crafted for later or taken off a player (INV-16)."""
    reserve_skins: int = 0
    """Skins of the animals killed in explorations (EX-19, INV-18: bags and holsters are made of them)."""
    reserve_leaves: list[str] = []
    """Leaf tokens gathered in explorations (EX-29): the team's, for potions."""
    missions_done: list[str] = []
    """The campaign's missions won so far, in order (RND-1)."""
    failures: dict[str, int] = {}
    """How many times each mission failed in this campaign (R-F-52): the save restored by a failure
    keeps this count, so that the group, and a bot, can see how often it tried before it decides to go
    on or to end the campaign (`EndCampaign`)."""
    exploration_token: bool = False
    """EM-8 (L589): gained by a success, spent on the exploration that follows (R-F-66)."""
