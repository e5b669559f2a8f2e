from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fairness_seed_source import FairnessSeedSource

T = TypeVar("T", bound="Fairness")


@_attrs_define
class Fairness:
    """Where the match's chance comes from, as every seat (and the spectator) may see it.

    `seed` and `nonce` are `null` until the match is over; then `commitment` can be checked
    against them (`scheme`) and the set-up dealt again from `seed`.

        Attributes:
            commitment (None | str): The seed's commitment, hex (see `scheme`); `null` for a match without one.
            nonce (None | str): The commitment's nonce; `null` until the match is over.
            scheme (str): How `commitment` is computed from `nonce` and `seed`. Default: 'sha256(\\\\"folie-seed-v1:\\\\" +
                nonce + \\\\":\\\\" + str(seed)), hex'.
            seed (int | None): The match's seed; `null` until the match is over.
            seed_source (FairnessSeedSource): Who chose the seed: the `server`, the `caller` (tests, simulations: whoever
                chose it knows every hidden card),
                or `unrecorded` (a match stored before commitments existed).
    """

    commitment: None | str
    nonce: None | str
    seed: int | None
    seed_source: FairnessSeedSource
    scheme: str = 'sha256(\\"folie-seed-v1:\\" + nonce + \\":\\" + str(seed)), hex'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        commitment: None | str
        commitment = self.commitment

        nonce: None | str
        nonce = self.nonce

        scheme = self.scheme

        seed: int | None
        seed = self.seed

        seed_source = self.seed_source.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commitment": commitment,
                "nonce": nonce,
                "scheme": scheme,
                "seed": seed,
                "seed_source": seed_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        def _parse_nonce(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        nonce = _parse_nonce(d.pop("nonce"))

        scheme = d.pop("scheme")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        seed_source = FairnessSeedSource(d.pop("seed_source"))

        fairness = cls(
            commitment=commitment,
            nonce=nonce,
            scheme=scheme,
            seed=seed,
            seed_source=seed_source,
        )

        fairness.additional_properties = d
        return fairness

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
