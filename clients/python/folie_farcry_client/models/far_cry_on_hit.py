from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.far_cry_on_hit_kind import FarCryOnHitKind

T = TypeVar("T", bound="FarCryOnHit")


@_attrs_define
class FarCryOnHit:
    """A "Touché" effect (CB-31, L992, L1446).

    Attributes:
        kind (FarCryOnHitKind): The effect: `bleeding` (ST-10), `blocage` (ST-4), `ignite` (Enflammer X: fire around the
            target hex, R-F-29) or
            `stun` (ST-3).
        value (int): X of the effect: for `ignite` (Enflammer X) the fire damage to every unit within radius 1; 0 when
            it has none. Default: 0.
    """

    kind: FarCryOnHitKind
    value: int = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = FarCryOnHitKind(d.pop("kind"))

        value = d.pop("value")

        far_cry_on_hit = cls(
            kind=kind,
            value=value,
        )

        return far_cry_on_hit
