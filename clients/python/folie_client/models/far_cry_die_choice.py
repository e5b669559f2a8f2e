from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_die_choice_colour_type_0 import FarCryDieChoiceColourType0
from ..models.far_cry_die_choice_kind import FarCryDieChoiceKind

T = TypeVar("T", bound="FarCryDieChoice")


@_attrs_define
class FarCryDieChoice:
    """The die an attack uses after modifiers: a colour to roll, or an automatic result.

    Attributes:
        colour (FarCryDieChoiceColourType0 | None): The colour to roll; `null` for an automatic result.
        kind (FarCryDieChoiceKind): `roll` a die of `colour`, or an automatic `success` or `failure` with no roll.
    """

    colour: FarCryDieChoiceColourType0 | None
    kind: FarCryDieChoiceKind

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        if isinstance(self.colour, FarCryDieChoiceColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_colour(data: object) -> FarCryDieChoiceColourType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = FarCryDieChoiceColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryDieChoiceColourType0 | None, data)

        colour = _parse_colour(d.pop("colour"))

        kind = FarCryDieChoiceKind(d.pop("kind"))

        far_cry_die_choice = cls(
            colour=colour,
            kind=kind,
        )

        return far_cry_die_choice
