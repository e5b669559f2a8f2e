from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_tile_view_region import MontagnesTileViewRegion
from ..models.montagnes_tile_view_reward import MontagnesTileViewReward

if TYPE_CHECKING:
    from ..models.montagnes_text import MontagnesText
    from ..models.montagnes_trial import MontagnesTrial


T = TypeVar("T", bound="MontagnesTileView")


@_attrs_define
class MontagnesTileView:
    """A mountain tile: its two trials (Épreuves) and its reward.

    Attributes:
        id (str): The tile's id.
        label (MontagnesText): One text in the rulebook's language and in English.
        name (str): The tile's French name, as printed.
        region (MontagnesTileViewRegion): Its region: `coast`, `mountains`, `city`, `gates` or `escape`.
        region_label (MontagnesText): One text in the rulebook's language and in English.
        reward (MontagnesTileViewReward): Its reward, earned with at least one trial passed (a relic kind, `search`,
            `esoteric`, `heal`,
            `exalt` or `none`).
        reward_label (MontagnesText): One text in the rulebook's language and in English.
        reward_text (MontagnesText): One text in the rulebook's language and in English.
        trial_labels (list[MontagnesText]): Each trial in words, in French and English.
        trials (list[MontagnesTrial]): Its trials: each asks for a sum of one equipment type.
    """

    id: str
    label: MontagnesText
    name: str
    region: MontagnesTileViewRegion
    region_label: MontagnesText
    reward: MontagnesTileViewReward
    reward_label: MontagnesText
    reward_text: MontagnesText
    trial_labels: list[MontagnesText]
    trials: list[MontagnesTrial]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label.to_dict()

        name = self.name

        region = self.region.value

        region_label = self.region_label.to_dict()

        reward = self.reward.value

        reward_label = self.reward_label.to_dict()

        reward_text = self.reward_text.to_dict()

        trial_labels = []
        for trial_labels_item_data in self.trial_labels:
            trial_labels_item = trial_labels_item_data.to_dict()
            trial_labels.append(trial_labels_item)

        trials = []
        for trials_item_data in self.trials:
            trials_item = trials_item_data.to_dict()
            trials.append(trials_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "label": label,
                "name": name,
                "region": region,
                "region_label": region_label,
                "reward": reward,
                "reward_label": reward_label,
                "reward_text": reward_text,
                "trial_labels": trial_labels,
                "trials": trials,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_text import MontagnesText
        from ..models.montagnes_trial import MontagnesTrial

        d = dict(src_dict)
        id = d.pop("id")

        label = MontagnesText.from_dict(d.pop("label"))

        name = d.pop("name")

        region = MontagnesTileViewRegion(d.pop("region"))

        region_label = MontagnesText.from_dict(d.pop("region_label"))

        reward = MontagnesTileViewReward(d.pop("reward"))

        reward_label = MontagnesText.from_dict(d.pop("reward_label"))

        reward_text = MontagnesText.from_dict(d.pop("reward_text"))

        trial_labels = []
        _trial_labels = d.pop("trial_labels")
        for trial_labels_item_data in _trial_labels:
            trial_labels_item = MontagnesText.from_dict(trial_labels_item_data)

            trial_labels.append(trial_labels_item)

        trials = []
        _trials = d.pop("trials")
        for trials_item_data in _trials:
            trials_item = MontagnesTrial.from_dict(trials_item_data)

            trials.append(trials_item)

        montagnes_tile_view = cls(
            id=id,
            label=label,
            name=name,
            region=region,
            region_label=region_label,
            reward=reward,
            reward_label=reward_label,
            reward_text=reward_text,
            trial_labels=trial_labels,
            trials=trials,
        )

        montagnes_tile_view.additional_properties = d
        return montagnes_tile_view

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
