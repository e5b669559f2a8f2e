from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_options_mission import FarCryOptionsMission
from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryOptions")


@_attrs_define
class FarCryOptions:
    """`{}` is a solo mission 0 with Daisy and Keith on the first two kits.

    Attributes:
        campaign (bool | Unset): Play on after this mission (issue 21): the preparation between missions, then the next
            mission of
            the campaign (RND-1), until none is left; without it the match ends with its mission. Default: False.
        characters (list[str] | Unset): Character ids, one per character in seat order (solo: two); empty: the first
            ones of the box.
        friendly_fire (bool | Unset): The optional friendly-fire mode (SU-17, GN-1, L1462-1466, R-F-79). Default: False.
        kits (list[int] | Unset): Mission 0 kit index (0-3, L1665-1668) per character; empty: kits in order.
        mission (FarCryOptionsMission | Unset): The mission to play ("mission_0", the tutorial, to "mission_7");
            missions after 0 play as a campaign. Default: FarCryOptionsMission.MISSION_0.
        reaction_seconds (int | Unset): How long a reaction talent (Coup de chance, Abdos en acier, Second souffle)
            waits for its owner
            before it lapses, so that a match never waits forever for an absent player. Default: 120.
        seats (int | Unset): Seats (1-4): one seat plays two characters, more seats play one character each. Default: 1.
    """

    campaign: bool | Unset = False
    characters: list[str] | Unset = UNSET
    friendly_fire: bool | Unset = False
    kits: list[int] | Unset = UNSET
    mission: FarCryOptionsMission | Unset = FarCryOptionsMission.MISSION_0
    reaction_seconds: int | Unset = 120
    seats: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        campaign = self.campaign

        characters: list[str] | Unset = UNSET
        if not isinstance(self.characters, Unset):
            characters = self.characters

        friendly_fire = self.friendly_fire

        kits: list[int] | Unset = UNSET
        if not isinstance(self.kits, Unset):
            kits = self.kits

        mission: str | Unset = UNSET
        if not isinstance(self.mission, Unset):
            mission = self.mission.value

        reaction_seconds = self.reaction_seconds

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if campaign is not UNSET:
            field_dict["campaign"] = campaign
        if characters is not UNSET:
            field_dict["characters"] = characters
        if friendly_fire is not UNSET:
            field_dict["friendly_fire"] = friendly_fire
        if kits is not UNSET:
            field_dict["kits"] = kits
        if mission is not UNSET:
            field_dict["mission"] = mission
        if reaction_seconds is not UNSET:
            field_dict["reaction_seconds"] = reaction_seconds
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        campaign = d.pop("campaign", UNSET)

        characters = cast(list[str], d.pop("characters", UNSET))

        friendly_fire = d.pop("friendly_fire", UNSET)

        kits = cast(list[int], d.pop("kits", UNSET))

        _mission = d.pop("mission", UNSET)
        mission: FarCryOptionsMission | Unset
        if isinstance(_mission, Unset):
            mission = UNSET
        else:
            mission = FarCryOptionsMission(_mission)

        reaction_seconds = d.pop("reaction_seconds", UNSET)

        seats = d.pop("seats", UNSET)

        far_cry_options = cls(
            campaign=campaign,
            characters=characters,
            friendly_fire=friendly_fire,
            kits=kits,
            mission=mission,
            reaction_seconds=reaction_seconds,
            seats=seats,
        )

        return far_cry_options
