from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.seat_invitation import SeatInvitation
    from ..models.seat_token import SeatToken


T = TypeVar("T", bound="MatchCreatedResponse")


@_attrs_define
class MatchCreatedResponse:
    """The only time tokens and invitations are shown: keep them; the server stores only their hashes.

    `seats` holds every seat's token (`seating: tokens`); with `seating: invitations` it is
    empty and `invitations` holds one code per seat.

        Attributes:
            creator_token (str): The creator's bearer token (invites, tokens, stand-ins), shown once: keep it.
            fairness (Fairness | None): Where the match's chance comes from (the seed's commitment); `null` for a game
                without chance.
            game (str): The game's id.
            invitations (list[SeatInvitation]): One invitation code per seat (`seating: invitations`); empty otherwise.
            match_id (str): The new match's id.
            seats (list[SeatToken]): Each seat's token (`seating: tokens`); empty with `seating: invitations`.
            version (int): The match's version (its event count) after creation.
    """

    creator_token: str
    fairness: Fairness | None
    game: str
    invitations: list[SeatInvitation]
    match_id: str
    seats: list[SeatToken]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fairness import Fairness

        creator_token = self.creator_token

        fairness: dict[str, Any] | None
        if isinstance(self.fairness, Fairness):
            fairness = self.fairness.to_dict()
        else:
            fairness = self.fairness

        game = self.game

        invitations = []
        for invitations_item_data in self.invitations:
            invitations_item = invitations_item_data.to_dict()
            invitations.append(invitations_item)

        match_id = self.match_id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "creator_token": creator_token,
                "fairness": fairness,
                "game": game,
                "invitations": invitations,
                "match_id": match_id,
                "seats": seats,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fairness import Fairness
        from ..models.seat_invitation import SeatInvitation
        from ..models.seat_token import SeatToken

        d = dict(src_dict)
        creator_token = d.pop("creator_token")

        def _parse_fairness(data: object) -> Fairness | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fairness_type_0 = Fairness.from_dict(data)

                return fairness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Fairness | None, data)

        fairness = _parse_fairness(d.pop("fairness"))

        game = d.pop("game")

        invitations = []
        _invitations = d.pop("invitations")
        for invitations_item_data in _invitations:
            invitations_item = SeatInvitation.from_dict(invitations_item_data)

            invitations.append(invitations_item)

        match_id = d.pop("match_id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatToken.from_dict(seats_item_data)

            seats.append(seats_item)

        version = d.pop("version")

        match_created_response = cls(
            creator_token=creator_token,
            fairness=fairness,
            game=game,
            invitations=invitations,
            match_id=match_id,
            seats=seats,
            version=version,
        )

        match_created_response.additional_properties = d
        return match_created_response

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
