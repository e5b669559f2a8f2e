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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MansionsCastSpell")


@_attrs_define
class MansionsCastSpell:
    """The action: cast the spell of `spell`, its handle (`<type>-<n>`, R-H-21: never a card id);
    `target` is the chosen investigator's seat or the attacked monster's uid when its type names one.

        Attributes:
            action (Literal['cast_spell']): The command's action, always `cast_spell` here (a `LegalAction`'s `action`).
            spell (str): The spell's handle in your hand, `<type>-<n>` (R-H-21: never a card id).
            target (int | None | Unset): The chosen investigator's seat or the attacked monster's uid; `null` when the spell
                names none.
    """

    action: Literal["cast_spell"]
    spell: str
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        spell = self.spell

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "spell": spell,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["cast_spell"], d.pop("action"))
        if action != "cast_spell":
            raise ValueError(f"action must match const 'cast_spell', got '{action}'")

        spell = d.pop("spell")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        mansions_cast_spell = cls(
            action=action,
            spell=spell,
            target=target,
        )

        return mansions_cast_spell
