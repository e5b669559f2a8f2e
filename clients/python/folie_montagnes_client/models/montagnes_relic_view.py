from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_relic_view_kind import MontagnesRelicViewKind

if TYPE_CHECKING:
    from ..models.montagnes_text import MontagnesText


T = TypeVar("T", bound="MontagnesRelicView")


@_attrs_define
class MontagnesRelicView:
    """Codes for programs; `*_text` for people: the Leadership space its token covers, its immediate
    action, and its lasting constraint on its holder as Leader.

        Attributes:
            action (str): Its immediate action, as a code (`action_text` in words).
            action_text (MontagnesText): One text in the rulebook's language and in English.
            constraint (str): Its lasting constraint on its holder as Leader, as a code (`constraint_text` in words).
            constraint_text (MontagnesText): One text in the rulebook's language and in English.
            covers (str): The Leadership space of its holder's board its token covers (that token use is then closed to them
                as Leader).
            covers_text (MontagnesText): One text in the rulebook's language and in English.
            id (str): The relic's id.
            kind (MontagnesRelicViewKind): `specimen`, `vestige` or `knowledge`.
            kind_label (MontagnesText): One text in the rulebook's language and in English.
            label (MontagnesText): One text in the rulebook's language and in English.
            name (str): Its French name, as printed.
    """

    action: str
    action_text: MontagnesText
    constraint: str
    constraint_text: MontagnesText
    covers: str
    covers_text: MontagnesText
    id: str
    kind: MontagnesRelicViewKind
    kind_label: MontagnesText
    label: MontagnesText
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        action_text = self.action_text.to_dict()

        constraint = self.constraint

        constraint_text = self.constraint_text.to_dict()

        covers = self.covers

        covers_text = self.covers_text.to_dict()

        id = self.id

        kind = self.kind.value

        kind_label = self.kind_label.to_dict()

        label = self.label.to_dict()

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "action_text": action_text,
                "constraint": constraint,
                "constraint_text": constraint_text,
                "covers": covers,
                "covers_text": covers_text,
                "id": id,
                "kind": kind,
                "kind_label": kind_label,
                "label": label,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_text import MontagnesText

        d = dict(src_dict)
        action = d.pop("action")

        action_text = MontagnesText.from_dict(d.pop("action_text"))

        constraint = d.pop("constraint")

        constraint_text = MontagnesText.from_dict(d.pop("constraint_text"))

        covers = d.pop("covers")

        covers_text = MontagnesText.from_dict(d.pop("covers_text"))

        id = d.pop("id")

        kind = MontagnesRelicViewKind(d.pop("kind"))

        kind_label = MontagnesText.from_dict(d.pop("kind_label"))

        label = MontagnesText.from_dict(d.pop("label"))

        name = d.pop("name")

        montagnes_relic_view = cls(
            action=action,
            action_text=action_text,
            constraint=constraint,
            constraint_text=constraint_text,
            covers=covers,
            covers_text=covers_text,
            id=id,
            kind=kind,
            kind_label=kind_label,
            label=label,
            name=name,
        )

        montagnes_relic_view.additional_properties = d
        return montagnes_relic_view

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
