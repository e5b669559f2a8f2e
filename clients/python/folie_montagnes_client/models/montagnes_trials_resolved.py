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
    from ..models.montagnes_trial_result import MontagnesTrialResult


T = TypeVar("T", bound="MontagnesTrialsResolved")


@_attrs_define
class MontagnesTrialsResolved:
    """VÉRIFICATION told: each trial's sum and result, right after the sled is revealed. The fold already
    derives them from the sled (`sled_revealed`); this event says them in the log, where a resolution
    that asks no choice (every trial passed, a reward taken at once) would otherwise leave no trace of
    the sums (issue 34 item 10).

        Attributes:
            results (list[MontagnesTrialResult]): Each trial's sum and result, in the tile's order.
            tile (str): The mountain tile whose trials were met (its id in the game's content).
            type_ (Literal['trials_resolved']): The event's type, always `trials_resolved` here (the log entry's `type`
                too).
    """

    results: list[MontagnesTrialResult]
    tile: str
    type_: Literal["trials_resolved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "results": results,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_trial_result import MontagnesTrialResult

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = MontagnesTrialResult.from_dict(results_item_data)

            results.append(results_item)

        tile = d.pop("tile")

        type_ = cast(Literal["trials_resolved"], d.pop("type"))
        if type_ != "trials_resolved":
            raise ValueError(f"type must match const 'trials_resolved', got '{type_}'")

        montagnes_trials_resolved = cls(
            results=results,
            tile=tile,
            type_=type_,
        )

        montagnes_trials_resolved.additional_properties = d
        return montagnes_trials_resolved

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
