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

from ..models.far_cry_reaction_answered_talent import FarCryReactionAnsweredTalent

T = TypeVar("T", bound="FarCryReactionAnswered")


@_attrs_define
class FarCryReactionAnswered:
    """The open reaction used or passed by its owner, or `lapsed` at its deadline (passed).

    Attributes:
        character (str): The character who answered.
        lapsed (bool): True when nobody answered before the deadline (counted as passed). Default: False.
        talent (FarCryReactionAnsweredTalent): The reaction talent's id.
        type_ (Literal['reaction_answered']): The event's type, always `reaction_answered` here (the log entry's `type`
            too).
        use (bool): True when the reaction was used.
    """

    character: str
    talent: FarCryReactionAnsweredTalent
    type_: Literal["reaction_answered"]
    use: bool
    lapsed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        lapsed = self.lapsed

        talent = self.talent.value

        type_ = self.type_

        use = self.use

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "lapsed": lapsed,
                "talent": talent,
                "type": type_,
                "use": use,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        lapsed = d.pop("lapsed")

        talent = FarCryReactionAnsweredTalent(d.pop("talent"))

        type_ = cast(Literal["reaction_answered"], d.pop("type"))
        if type_ != "reaction_answered":
            raise ValueError(
                f"type must match const 'reaction_answered', got '{type_}'"
            )

        use = d.pop("use")

        far_cry_reaction_answered = cls(
            character=character,
            lapsed=lapsed,
            talent=talent,
            type_=type_,
            use=use,
        )

        far_cry_reaction_answered.additional_properties = d
        return far_cry_reaction_answered

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
