from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.big_book_op_element_type_0 import BigBookOpElementType0
from ..models.big_book_op_op import BigBookOpOp
from ..models.big_book_op_zone import BigBookOpZone

T = TypeVar("T", bound="BigBookOp")


@_attrs_define
class BigBookOp:
    """One keyword of an effect. `x`: `n` is multiplied by the spell's power (la Variable X).

    Attributes:
        element (BigBookOpElementType0 | None): The element `gain` and `token` name; `null` for any.
        n (int): How many (cards, madness, actions...); multiplied by the spell's power when `x`. Default: 1.
        op (BigBookOpOp): The keyword (`draw`, `discard`, `heal`, `give`, `upgrade`...; see `effects.py`).
        value (int): The value of the element card `gain` takes from the reserve (2 or 3). Default: 2.
        x (bool): True when `n` is multiplied by the spell's power (la Variable X). Default: False.
        zone (BigBookOpZone): Where `add_madness` puts the madness: "discard", "hand", "support" or "deck_top". Default:
            BigBookOpZone.DISCARD.
    """

    element: BigBookOpElementType0 | None
    op: BigBookOpOp
    n: int = 1
    value: int = 2
    x: bool = False
    zone: BigBookOpZone = BigBookOpZone.DISCARD

    def to_dict(self) -> dict[str, Any]:
        element: None | str
        if isinstance(self.element, BigBookOpElementType0):
            element = self.element.value
        else:
            element = self.element

        n = self.n

        op = self.op.value

        value = self.value

        x = self.x

        zone = self.zone.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "element": element,
                "n": n,
                "op": op,
                "value": value,
                "x": x,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_element(data: object) -> BigBookOpElementType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                element_type_0 = BigBookOpElementType0(data)

                return element_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BigBookOpElementType0 | None, data)

        element = _parse_element(d.pop("element"))

        n = d.pop("n")

        op = BigBookOpOp(d.pop("op"))

        value = d.pop("value")

        x = d.pop("x")

        zone = BigBookOpZone(d.pop("zone"))

        big_book_op = cls(
            element=element,
            n=n,
            op=op,
            value=value,
            x=x,
            zone=zone,
        )

        return big_book_op
