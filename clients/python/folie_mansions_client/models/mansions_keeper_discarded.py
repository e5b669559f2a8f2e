from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsKeeperDiscarded")


@_attrs_define
class MansionsKeeperDiscarded:
    """Cards leave the keeper's hand (or, `drawn`, a "several investigators" trauma drawn with one
    investigator in play, R-H-18) face up to the keeper's discard.

        Attributes:
            cards (list[str]): The card ids discarded, face up.
            drawn (bool): True for a "several investigators" trauma drawn with one investigator in play (R-H-18), not from
                the hand. Default: False.
            type_ (Literal['keeper_discarded']): The event's type, always `keeper_discarded` here (the log entry's `type`
                too).
    """

    cards: list[str]
    type_: Literal["keeper_discarded"]
    drawn: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        drawn = self.drawn

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "drawn": drawn,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        drawn = d.pop("drawn")

        type_ = cast(Literal["keeper_discarded"], d.pop("type"))
        if type_ != "keeper_discarded":
            raise ValueError(f"type must match const 'keeper_discarded', got '{type_}'")

        mansions_keeper_discarded = cls(
            cards=cards,
            drawn=drawn,
            type_=type_,
        )

        mansions_keeper_discarded.additional_properties = d
        return mansions_keeper_discarded

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
