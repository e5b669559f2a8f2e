from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_rule_view_kind import MontagnesRuleViewKind

if TYPE_CHECKING:
    from ..models.montagnes_text import MontagnesText


T = TypeVar("T", bound="MontagnesRuleView")


@_attrs_define
class MontagnesRuleView:
    """One constraint a madness card puts on what its holder says or places (the server enforces it).

    Attributes:
        equipment (list[str]): The equipment types it concerns, for the kinds that have some.
        kind (MontagnesRuleViewKind): The constraint's kind (a speech or card-placing rule).
        n (int): Its number, for the kinds that have one (a count of words or cards). Default: 0.
        parity (None | str): `odd` or `even`, for a kind about card values' parity.
        text (MontagnesText): One text in the rulebook's language and in English.
        words (list[str]): The words it concerns, for the kinds that have some.
    """

    equipment: list[str]
    kind: MontagnesRuleViewKind
    parity: None | str
    text: MontagnesText
    words: list[str]
    n: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        equipment = self.equipment

        kind = self.kind.value

        n = self.n

        parity: None | str
        parity = self.parity

        text = self.text.to_dict()

        words = self.words

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "equipment": equipment,
                "kind": kind,
                "n": n,
                "parity": parity,
                "text": text,
                "words": words,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_text import MontagnesText

        d = dict(src_dict)
        equipment = cast(list[str], d.pop("equipment"))

        kind = MontagnesRuleViewKind(d.pop("kind"))

        n = d.pop("n")

        def _parse_parity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parity = _parse_parity(d.pop("parity"))

        text = MontagnesText.from_dict(d.pop("text"))

        words = cast(list[str], d.pop("words"))

        montagnes_rule_view = cls(
            equipment=equipment,
            kind=kind,
            n=n,
            parity=parity,
            text=text,
            words=words,
        )

        montagnes_rule_view.additional_properties = d
        return montagnes_rule_view

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
