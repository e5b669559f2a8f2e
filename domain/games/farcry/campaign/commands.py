"""What a seat may send between missions (SU-18, L1456-1460; INV-11, INV-14..INV-17, TL-6): types only,
handled by `preparation`.

An owner is a character id, or ``None`` for the team reserve (INV-9). A seat acts for the characters it
controls and for the reserve, which belongs to everyone (the rules' collective decisions, L420, are
first come first served, as the players' turn is, R-F-12).
"""

from __future__ import annotations

from domain.contract import Command


class Buy(Command, frozen=True, tag="buy"):
    """INV-14 (L418-426): a weapon, accessory or item card with a printed price, paid from the reserve's
    money, into ``to``'s inventory or the reserve (an accessory goes to the reserve: `FitAccessory`)."""

    card: str
    """The card's id (a weapon, accessory or item with a printed price)."""
    to: str | None = None
    """The character receiving it; `null` (or absent) for the team reserve."""


class Craft(Command, frozen=True, tag="craft"):
    """INV-16 (L432-437): a bag or holster from skins, or a potion from leaves, into ``to``'s inventory
    or the reserve."""

    recipe: str
    """The recipe's id (a bag, holster or potion)."""
    to: str | None = None
    """The character receiving it; `null` (or absent) for the team reserve."""


class Transfer(Command, frozen=True, tag="transfer"):
    """SU-18, INV-4, INV-17: a weapon (with its accessories), an item card or a bag or holster tile
    from ``giver`` to ``receiver`` (either may be the reserve; never a talent, TL-4)."""

    card: str
    """The card's or tile's id."""
    giver: str | None = None
    """The character giving it; `null` for the team reserve."""
    receiver: str | None = None
    """The character receiving it; `null` for the team reserve."""


class FitAccessory(Command, frozen=True, tag="fit_accessory"):
    """INV-11 (L404): move an accessory from ``source_weapon`` of ``source_owner`` (no weapon: the
    reserve's loose accessories) onto ``weapon`` of ``owner`` (no weapon: back to the reserve)."""

    accessory: str
    """The accessory's id."""
    source_owner: str | None = None
    """The character whose weapon it comes off; `null` for the reserve."""
    source_weapon: str | None = None
    """The weapon id it comes off; `null` for the reserve's loose accessories."""
    owner: str | None = None
    """The character whose weapon it goes on; `null` for the reserve."""
    weapon: str | None = None
    """The weapon id to fit it on; `null` to put it back in the reserve."""


class Arrange(Command, frozen=True, tag="arrange"):
    """Choose the weapons ``character`` starts the mission with in hand (LA-1, INV-5); the others go to
    their holsters, Fist and blades beside the board (LA-2, INV-6)."""

    character: str
    """The character arranging."""
    hand: list[str]
    """The weapon ids to start the mission in hand."""


class LearnTalent(Command, frozen=True, tag="learn_talent"):
    """TL-3..TL-6 (L1249-1276): buy a talent with the character's own XP."""

    character: str
    """The character learning."""
    talent: str
    """The talent card's id."""


class EndCampaign(Command, frozen=True, tag="end_campaign"):
    """The seat votes to end the campaign here (``end``) or takes its vote back. Designed: the rulebook
    has a group retry a failed mission from its save (L593-599) and never stop; a group at a table puts
    the box away when it wants, so a seat may vote, between missions, to stop. When every seat has voted,
    the campaign ends with the missions won so far, and the match is over (lost: the team did not
    escape the islands)."""

    end: bool = True
    """``true``: vote to end the campaign; ``false``: take the vote back."""


class Ready(Command, frozen=True, tag="ready"):
    """The seat is ready to leave (``ready``) or not yet; once every seat is ready the next mission of
    the campaign starts (RND-1)."""

    ready: bool = True
    """True when ready to leave, false to take it back."""
