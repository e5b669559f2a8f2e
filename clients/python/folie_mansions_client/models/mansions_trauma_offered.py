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

if TYPE_CHECKING:
    from ..models.mansions_trauma_offer import MansionsTraumaOffer


T = TypeVar("T", bound="MansionsTraumaOffered")


@_attrs_define
class MansionsTraumaOffered:
    """Losses the keeper may answer with a trauma (H-23, R-H-6), each with the answer's deadline (version
    2: an offer may be `any_threshold`, a card's "whatever its threshold").

        Attributes:
            offers (list[MansionsTraumaOffer]): The losses open to a trauma, first one first.
            type_ (Literal['trauma_offered']): The event's type, always `trauma_offered` here (the log entry's `type` too).
    """

    offers: list[MansionsTraumaOffer]
    type_: Literal["trauma_offered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "offers": offers,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_trauma_offer import MansionsTraumaOffer

        d = dict(src_dict)
        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:
            offers_item = MansionsTraumaOffer.from_dict(offers_item_data)

            offers.append(offers_item)

        type_ = cast(Literal["trauma_offered"], d.pop("type"))
        if type_ != "trauma_offered":
            raise ValueError(f"type must match const 'trauma_offered', got '{type_}'")

        mansions_trauma_offered = cls(
            offers=offers,
            type_=type_,
        )

        mansions_trauma_offered.additional_properties = d
        return mansions_trauma_offered

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
