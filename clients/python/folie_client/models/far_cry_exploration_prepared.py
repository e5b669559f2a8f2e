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
    from ..models.far_cry_campaign_save import FarCryCampaignSave
    from ..models.far_cry_card_at import FarCryCardAt
    from ..models.far_cry_explorer import FarCryExplorer


T = TypeVar("T", bound="FarCryExplorationPrepared")


@_attrs_define
class FarCryExplorationPrepared:
    """EX-3..EX-9: the token back in the box, the Base camp and its four cards, the secret places aside,
    the pile (`None` in views) and every explorer on the camp with its dials.

        Attributes:
            cards (list[FarCryCardAt]): The cards laid at the start: the Base camp and its four neighbours.
            deck (list[str] | None): The exploration pile, top first; `null` in a seat's copy (hidden).
            explorers (list[FarCryExplorer]): Every explorer on the Base camp with its dials.
            save (FarCryCampaignSave): The whole team's save: each player's, the team reserve (EM-4, INV-9) and the
                exploration token.
            secrets (list[str]): The secret place card ids set aside.
            type_ (Literal['exploration_prepared']): The event's type, always `exploration_prepared` here (the log entry's
                `type` too).
    """

    cards: list[FarCryCardAt]
    deck: list[str] | None
    explorers: list[FarCryExplorer]
    save: FarCryCampaignSave
    secrets: list[str]
    type_: Literal["exploration_prepared"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        explorers = []
        for explorers_item_data in self.explorers:
            explorers_item = explorers_item_data.to_dict()
            explorers.append(explorers_item)

        save = self.save.to_dict()

        secrets = self.secrets

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "deck": deck,
                "explorers": explorers,
                "save": save,
                "secrets": secrets,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_campaign_save import FarCryCampaignSave
        from ..models.far_cry_card_at import FarCryCardAt
        from ..models.far_cry_explorer import FarCryExplorer

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = FarCryCardAt.from_dict(cards_item_data)

            cards.append(cards_item)

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        explorers = []
        _explorers = d.pop("explorers")
        for explorers_item_data in _explorers:
            explorers_item = FarCryExplorer.from_dict(explorers_item_data)

            explorers.append(explorers_item)

        save = FarCryCampaignSave.from_dict(d.pop("save"))

        secrets = cast(list[str], d.pop("secrets"))

        type_ = cast(Literal["exploration_prepared"], d.pop("type"))
        if type_ != "exploration_prepared":
            raise ValueError(
                f"type must match const 'exploration_prepared', got '{type_}'"
            )

        far_cry_exploration_prepared = cls(
            cards=cards,
            deck=deck,
            explorers=explorers,
            save=save,
            secrets=secrets,
            type_=type_,
        )

        far_cry_exploration_prepared.additional_properties = d
        return far_cry_exploration_prepared

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
