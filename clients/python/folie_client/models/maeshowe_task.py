from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MaeshoweTask")


@_attrs_define
class MaeshoweTask:
    """A pending piece of card resolution. The head of `MaeshoweState.tasks` is the current prompt.

    `kind` is a choice (`eat`, `hope_peek`, `sacrifice`...) answered by a command, or
    `resolve_play`: a play effect queued behind a choice (Snober's two cards resolve in turn).

        Attributes:
            amount (int): The task's count (cards to look at or take); 0 for none. Default: 0.
            card (int): The card being resolved (its id in the match); -1 for none. Default: -1.
            flag (bool): A kind-specific yes/no (a sacrifice's match). Default: False.
            id (int): The task's number in the match (a prompt's id).
            kind (str): The choice awaited (`eat`, `hope_peek`, `sacrifice`...) or `resolve_play`.
            owner (int): The seat whose discard pile the task reads; -1 for none. Default: -1.
            seat (int): The seat that answers.
    """

    id: int
    kind: str
    seat: int
    amount: int = 0
    card: int = -1
    flag: bool = False
    owner: int = -1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        card = self.card

        flag = self.flag

        id = self.id

        kind = self.kind

        owner = self.owner

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "card": card,
                "flag": flag,
                "id": id,
                "kind": kind,
                "owner": owner,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        card = d.pop("card")

        flag = d.pop("flag")

        id = d.pop("id")

        kind = d.pop("kind")

        owner = d.pop("owner")

        seat = d.pop("seat")

        maeshowe_task = cls(
            amount=amount,
            card=card,
            flag=flag,
            id=id,
            kind=kind,
            owner=owner,
            seat=seat,
        )

        maeshowe_task.additional_properties = d
        return maeshowe_task

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
