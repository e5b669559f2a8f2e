from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_mode_die_type_0 import FarCryModeDieType0
from ..models.far_cry_mode_kind import FarCryModeKind

T = TypeVar("T", bound="FarCryMode")


@_attrs_define
class FarCryMode:
    """An alternative fire mode (CB-21..CB-25, L920-956): `value` is X of Auto X or a throw's range.

    Attributes:
        die (FarCryModeDieType0 | None): The mode's die colour when it differs from the weapon's; `null` for the
            weapon's.
        kind (FarCryModeKind): The mode: `throw` (CB-24), `auto` (CB-25), `propagation` (CB-23) or `dispersion` (CB-22).
        value (int): X of Auto X (extra targets), or a throw's range in hexes; 0 otherwise. Default: 0.
    """

    die: FarCryModeDieType0 | None
    kind: FarCryModeKind
    value: int = 0

    def to_dict(self) -> dict[str, Any]:
        die: None | str
        if isinstance(self.die, FarCryModeDieType0):
            die = self.die.value
        else:
            die = self.die

        kind = self.kind.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "kind": kind,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_die(data: object) -> FarCryModeDieType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_0 = FarCryModeDieType0(data)

                return die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryModeDieType0 | None, data)

        die = _parse_die(d.pop("die"))

        kind = FarCryModeKind(d.pop("kind"))

        value = d.pop("value")

        far_cry_mode = cls(
            die=die,
            kind=kind,
            value=value,
        )

        return far_cry_mode
