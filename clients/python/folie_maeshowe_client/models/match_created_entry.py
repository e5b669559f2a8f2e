from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_created_entry_seed_source import MatchCreatedEntrySeedSource
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_created_entry_options import MatchCreatedEntryOptions


T = TypeVar("T", bound="MatchCreatedEntry")


@_attrs_define
class MatchCreatedEntry:
    """`match_created` as a seat sees it: the match's public set-up (no tokens); after the end, the whole event less its
    credentials.

        Attributes:
            created_at (float): Unix seconds.
            game (str): The game's id (e.g. "maeshowe").
            options (MatchCreatedEntryOptions): The match's options, as created (the game's `<Game>Options`).
            rules_version (str): The version of the game's rules the match plays.
            seats (int): Seats in the match.
            seed_source (MatchCreatedEntrySeedSource): Who chose the seed (`Fairness.seed_source`).
            type_ (Literal['match_created']): The event's type, as in every log entry's data.
            seed_commitment (None | str | Unset): sha256 of the seed and its nonce, published before play (`null`:
                unrecorded seed). Once the match is over (and for admins) the log shows `match_created` whole instead: the seed
                and nonce themselves.
    """

    created_at: float
    game: str
    options: MatchCreatedEntryOptions
    rules_version: str
    seats: int
    seed_source: MatchCreatedEntrySeedSource
    type_: Literal["match_created"]
    seed_commitment: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        game = self.game

        options = self.options.to_dict()

        rules_version = self.rules_version

        seats = self.seats

        seed_source = self.seed_source.value

        type_ = self.type_

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "game": game,
                "options": options,
                "rules_version": rules_version,
                "seats": seats,
                "seed_source": seed_source,
                "type": type_,
            }
        )
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_created_entry_options import MatchCreatedEntryOptions

        d = dict(src_dict)
        created_at = d.pop("created_at")

        game = d.pop("game")

        options = MatchCreatedEntryOptions.from_dict(d.pop("options"))

        rules_version = d.pop("rules_version")

        seats = d.pop("seats")

        seed_source = MatchCreatedEntrySeedSource(d.pop("seed_source"))

        type_ = cast(Literal["match_created"], d.pop("type"))
        if type_ != "match_created":
            raise ValueError(f"type must match const 'match_created', got '{type_}'")

        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))

        match_created_entry = cls(
            created_at=created_at,
            game=game,
            options=options,
            rules_version=rules_version,
            seats=seats,
            seed_source=seed_source,
            type_=type_,
            seed_commitment=seed_commitment,
        )

        match_created_entry.additional_properties = d
        return match_created_entry

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
