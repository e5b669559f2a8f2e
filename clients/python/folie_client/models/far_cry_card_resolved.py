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
    from ..models.far_cry_change import FarCryChange
    from ..models.far_cry_explore_roll import FarCryExploreRoll


T = TypeVar("T", bound="FarCryCardResolved")


@_attrs_define
class FarCryCardResolved:
    """EX-13, EX-17..EX-29: one card resolved by those who arrived on it.

    Attributes:
        at (str): The cell resolved, as `"x,y"`.
        card (str): The card's id.
        changes (list[FarCryChange]): What it did to each explorer.
        closed (bool): A secret place turned face down after its visit (EX-24..EX-26). Default: False.
        leaves (list[str]): Leaf colours gained by the team.
        money (int): Money gained by the team. Default: 0.
        participants (list[str]): The explorers who arrived on it.
        rolls (list[FarCryExploreRoll]): The dice rolled, in order.
        skins (int): Skins gained by the team. Default: 0.
        success (bool): True when the card's test succeeded.
        type_ (Literal['exploration_card_resolved']): The event's type, always `exploration_card_resolved` here (the log
            entry's `type` too).
        unlocked (None | str): The secret place card whose trail was found (now face up); `null` for none.
    """

    at: str
    card: str
    changes: list[FarCryChange]
    leaves: list[str]
    participants: list[str]
    rolls: list[FarCryExploreRoll]
    success: bool
    type_: Literal["exploration_card_resolved"]
    unlocked: None | str
    closed: bool = False
    money: int = 0
    skins: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        card = self.card

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        closed = self.closed

        leaves = self.leaves

        money = self.money

        participants = self.participants

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        skins = self.skins

        success = self.success

        type_ = self.type_

        unlocked: None | str
        unlocked = self.unlocked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "card": card,
                "changes": changes,
                "closed": closed,
                "leaves": leaves,
                "money": money,
                "participants": participants,
                "rolls": rolls,
                "skins": skins,
                "success": success,
                "type": type_,
                "unlocked": unlocked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_change import FarCryChange
        from ..models.far_cry_explore_roll import FarCryExploreRoll

        d = dict(src_dict)
        at = d.pop("at")

        card = d.pop("card")

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = FarCryChange.from_dict(changes_item_data)

            changes.append(changes_item)

        closed = d.pop("closed")

        leaves = cast(list[str], d.pop("leaves"))

        money = d.pop("money")

        participants = cast(list[str], d.pop("participants"))

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = FarCryExploreRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        skins = d.pop("skins")

        success = d.pop("success")

        type_ = cast(Literal["exploration_card_resolved"], d.pop("type"))
        if type_ != "exploration_card_resolved":
            raise ValueError(
                f"type must match const 'exploration_card_resolved', got '{type_}'"
            )

        def _parse_unlocked(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unlocked = _parse_unlocked(d.pop("unlocked"))

        far_cry_card_resolved = cls(
            at=at,
            card=card,
            changes=changes,
            closed=closed,
            leaves=leaves,
            money=money,
            participants=participants,
            rolls=rolls,
            skins=skins,
            success=success,
            type_=type_,
            unlocked=unlocked,
        )

        far_cry_card_resolved.additional_properties = d
        return far_cry_card_resolved

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
