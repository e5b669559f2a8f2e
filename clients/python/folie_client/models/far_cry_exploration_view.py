from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_card_view import FarCryCardView
    from ..models.far_cry_commitment import FarCryCommitment
    from ..models.far_cry_explorer import FarCryExplorer
    from ..models.far_cry_secret_place import FarCrySecretPlace


T = TypeVar("T", bound="FarCryExplorationView")


@_attrs_define
class FarCryExplorationView:
    """ExplorationView

    Attributes:
        campfires (list[str]): Cells of resolved campfires (`"x,y"`): flights may end there (EX-27).
        cards (list[FarCryCardView]): The cards on the grid.
        chosen (list[str]): Characters whose destination is chosen this round (the destination itself stays hidden).
        deck (list[str] | None): The exploration pile in order, top first: only in the omniscient view (a replay, an
            admin).
        explorers (list[FarCryExplorer]): Every explorer with its dials.
        leaves (list[str]): Leaf colours gained so far.
        mine (list[FarCryCommitment]): This seat's own commitments this round.
        money (int): The team's money gained so far.
        pile (int): Cards left in the exploration pile.
        round_ (int): The exploration round (1-based).
        secrets (list[FarCrySecretPlace]): The secret places set aside, face up once their trail is found.
        skins (int): The team's skins gained so far.
        step (str): The round's step: "choose" (reveals and destinations, EX-12), "hunt" (re-rolls bought, EX-19) or
            "regroup"
            (EX-15).
    """

    campfires: list[str]
    cards: list[FarCryCardView]
    chosen: list[str]
    deck: list[str] | None
    explorers: list[FarCryExplorer]
    leaves: list[str]
    mine: list[FarCryCommitment]
    money: int
    pile: int
    round_: int
    secrets: list[FarCrySecretPlace]
    skins: int
    step: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campfires = self.campfires

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        chosen = self.chosen

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        explorers = []
        for explorers_item_data in self.explorers:
            explorers_item = explorers_item_data.to_dict()
            explorers.append(explorers_item)

        leaves = self.leaves

        mine = []
        for mine_item_data in self.mine:
            mine_item = mine_item_data.to_dict()
            mine.append(mine_item)

        money = self.money

        pile = self.pile

        round_ = self.round_

        secrets = []
        for secrets_item_data in self.secrets:
            secrets_item = secrets_item_data.to_dict()
            secrets.append(secrets_item)

        skins = self.skins

        step = self.step

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campfires": campfires,
                "cards": cards,
                "chosen": chosen,
                "deck": deck,
                "explorers": explorers,
                "leaves": leaves,
                "mine": mine,
                "money": money,
                "pile": pile,
                "round": round_,
                "secrets": secrets,
                "skins": skins,
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_card_view import FarCryCardView
        from ..models.far_cry_commitment import FarCryCommitment
        from ..models.far_cry_explorer import FarCryExplorer
        from ..models.far_cry_secret_place import FarCrySecretPlace

        d = dict(src_dict)
        campfires = cast(list[str], d.pop("campfires"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = FarCryCardView.from_dict(cards_item_data)

            cards.append(cards_item)

        chosen = cast(list[str], d.pop("chosen"))

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

        leaves = cast(list[str], d.pop("leaves"))

        mine = []
        _mine = d.pop("mine")
        for mine_item_data in _mine:
            mine_item = FarCryCommitment.from_dict(mine_item_data)

            mine.append(mine_item)

        money = d.pop("money")

        pile = d.pop("pile")

        round_ = d.pop("round")

        secrets = []
        _secrets = d.pop("secrets")
        for secrets_item_data in _secrets:
            secrets_item = FarCrySecretPlace.from_dict(secrets_item_data)

            secrets.append(secrets_item)

        skins = d.pop("skins")

        step = d.pop("step")

        far_cry_exploration_view = cls(
            campfires=campfires,
            cards=cards,
            chosen=chosen,
            deck=deck,
            explorers=explorers,
            leaves=leaves,
            mine=mine,
            money=money,
            pile=pile,
            round_=round_,
            secrets=secrets,
            skins=skins,
            step=step,
        )

        far_cry_exploration_view.additional_properties = d
        return far_cry_exploration_view

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
