from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.maeshowe_card_view_rune import MaeshoweCardViewRune
from ..models.maeshowe_card_view_type import MaeshoweCardViewType

T = TypeVar("T", bound="MaeshoweCardView")


@_attrs_define
class MaeshoweCardView:
    """A visible card, with its name and effect in the reader's language (`Accept-Language`).

    Attributes:
        effect (str): What the card does when played and when discarded (the rulebook's card text), in the reader's
            language.
        id (int): The physical card's id: its position in the game's card list (`content/cards.json`), stable
            across matches (two copies of a card have two ids).
        name (str): In the reader's language.
        name_fr (str): The rulebook's (French) name, whatever the language.
        rune (MaeshoweCardViewRune): The card's rune: `red`, `blue`, `joker` (counts as either) or `none`.
        type_ (MaeshoweCardViewType): The card's kind (`dig`, `hope`, `raven`...): what it does; `name` says it in
            words.
        used (bool): A Dig (or Espoir) of a scored set, wherever it is now: it never counts again (R-Q-3). Default:
            False.
    """

    effect: str
    id: int
    name: str
    name_fr: str
    rune: MaeshoweCardViewRune
    type_: MaeshoweCardViewType
    used: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        id = self.id

        name = self.name

        name_fr = self.name_fr

        rune = self.rune.value

        type_ = self.type_.value

        used = self.used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "effect": effect,
                "id": id,
                "name": name,
                "name_fr": name_fr,
                "rune": rune,
                "type": type_,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        effect = d.pop("effect")

        id = d.pop("id")

        name = d.pop("name")

        name_fr = d.pop("name_fr")

        rune = MaeshoweCardViewRune(d.pop("rune"))

        type_ = MaeshoweCardViewType(d.pop("type"))

        used = d.pop("used")

        maeshowe_card_view = cls(
            effect=effect,
            id=id,
            name=name,
            name_fr=name_fr,
            rune=rune,
            type_=type_,
            used=used,
        )

        maeshowe_card_view.additional_properties = d
        return maeshowe_card_view

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
