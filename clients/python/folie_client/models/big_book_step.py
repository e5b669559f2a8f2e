from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.big_book_op import BigBookOp


T = TypeVar("T", bound="BigBookStep")


@_attrs_define
class BigBookStep:
    """One pending piece of work: an effect keyword for one player, or a step of the turn.

    `seat` applies it (and answers its prompt if it needs a choice); `actor` caused it (the
    caster, or the active player for curses and monsters); `source` is the card behind it.

        Attributes:
            actor (int): The seat that caused it (the caster, or the active player for curses and monsters); -1 for none.
                Default: -1.
            cards (list[str]): Card ids the step carries (picked earlier).
            element (str): The element it names; empty for none. Default: ''.
            n (int): How many (cards, madness, actions...). Default: 0.
            op (str): The keyword or turn step (an effect keyword, `choose_target`...).
            ops (list[BigBookOp]): The effect's keywords still to apply after the target is chosen.
            other (int): The other player's seat (the one `give` gives to); -1 for none. Default: -1.
            seat (int): The seat that applies it and answers its prompt; -1 for none. Default: -1.
            source (str): The card behind it (a spell, curse or page id); empty for none. Default: ''.
            target (str): Who the effect hits, for `choose_target`: "self", "active", "all", "others", "chosen" or
                "chosen_other". Default: ''.
            value (int): The element card value it names (as `Op.value`); 0 for none. Default: 0.
            zone (str): The zone it acts on (as `Op.zone`); empty for none. Default: ''.
    """

    cards: list[str]
    op: str
    ops: list[BigBookOp]
    actor: int = -1
    element: str = ""
    n: int = 0
    other: int = -1
    seat: int = -1
    source: str = ""
    target: str = ""
    value: int = 0
    zone: str = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        cards = self.cards

        element = self.element

        n = self.n

        op = self.op

        ops = []
        for ops_item_data in self.ops:
            ops_item = ops_item_data.to_dict()
            ops.append(ops_item)

        other = self.other

        seat = self.seat

        source = self.source

        target = self.target

        value = self.value

        zone = self.zone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actor": actor,
                "cards": cards,
                "element": element,
                "n": n,
                "op": op,
                "ops": ops,
                "other": other,
                "seat": seat,
                "source": source,
                "target": target,
                "value": value,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_op import BigBookOp

        d = dict(src_dict)
        actor = d.pop("actor")

        cards = cast(list[str], d.pop("cards"))

        element = d.pop("element")

        n = d.pop("n")

        op = d.pop("op")

        ops = []
        _ops = d.pop("ops")
        for ops_item_data in _ops:
            ops_item = BigBookOp.from_dict(ops_item_data)

            ops.append(ops_item)

        other = d.pop("other")

        seat = d.pop("seat")

        source = d.pop("source")

        target = d.pop("target")

        value = d.pop("value")

        zone = d.pop("zone")

        big_book_step = cls(
            actor=actor,
            cards=cards,
            element=element,
            n=n,
            op=op,
            ops=ops,
            other=other,
            seat=seat,
            source=source,
            target=target,
            value=value,
            zone=zone,
        )

        big_book_step.additional_properties = d
        return big_book_step

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
