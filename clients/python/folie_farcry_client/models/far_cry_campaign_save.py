from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.far_cry_campaign_save_failures import FarCryCampaignSaveFailures
    from ..models.far_cry_player_save import FarCryPlayerSave
    from ..models.far_cry_stored_weapon import FarCryStoredWeapon


T = TypeVar("T", bound="FarCryCampaignSave")


@_attrs_define
class FarCryCampaignSave:
    """The whole team's save: each player's, the team reserve (EM-4, INV-9) and the exploration token.

    Attributes:
        exploration_token (bool): EM-8 (L589): gained by a success, spent on the exploration that follows (R-F-66).
            Default: False.
        failures (FarCryCampaignSaveFailures): How many times each mission failed in this campaign (R-F-52): the save
            restored by a failure
            keeps this count, so that the group, and a bot, can see how often it tried before it decides to go
            on or to end the campaign (`EndCampaign`).
        missions_done (list[str]): The campaign's missions won so far, in order (RND-1).
        players (list[FarCryPlayerSave]): Each player's save bag: board, counters and cards (EM-11, EM-15).
        reserve_accessories (list[str]): Accessory cards on no weapon (bought, or taken off one between missions,
            INV-11, INV-13).
        reserve_carriers (list[str]): Bag and holster tiles crafted for later or taken off a player (INV-16).
        reserve_items (list[str]): Item cards in the team reserve (INV-9).
        reserve_leaves (list[str]): Leaf tokens gathered in explorations (EX-29): the team's, for potions.
        reserve_money (int): The team's money (INV-9): objectives' and loot's money, spent in the shop (INV-14).
            Default: 0.
        reserve_skins (int): Skins of the animals killed in explorations (EX-19, INV-18: bags and holsters are made of
            them). Default: 0.
        reserve_weapons (list[FarCryStoredWeapon]): Weapon cards left in the reserve (INV-7: unusable in the mission
            that follows).
    """

    failures: FarCryCampaignSaveFailures
    missions_done: list[str]
    players: list[FarCryPlayerSave]
    reserve_accessories: list[str]
    reserve_carriers: list[str]
    reserve_items: list[str]
    reserve_leaves: list[str]
    reserve_weapons: list[FarCryStoredWeapon]
    exploration_token: bool = False
    reserve_money: int = 0
    reserve_skins: int = 0

    def to_dict(self) -> dict[str, Any]:
        exploration_token = self.exploration_token

        failures = self.failures.to_dict()

        missions_done = self.missions_done

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        reserve_accessories = self.reserve_accessories

        reserve_carriers = self.reserve_carriers

        reserve_items = self.reserve_items

        reserve_leaves = self.reserve_leaves

        reserve_money = self.reserve_money

        reserve_skins = self.reserve_skins

        reserve_weapons = []
        for reserve_weapons_item_data in self.reserve_weapons:
            reserve_weapons_item = reserve_weapons_item_data.to_dict()
            reserve_weapons.append(reserve_weapons_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "exploration_token": exploration_token,
                "failures": failures,
                "missions_done": missions_done,
                "players": players,
                "reserve_accessories": reserve_accessories,
                "reserve_carriers": reserve_carriers,
                "reserve_items": reserve_items,
                "reserve_leaves": reserve_leaves,
                "reserve_money": reserve_money,
                "reserve_skins": reserve_skins,
                "reserve_weapons": reserve_weapons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_campaign_save_failures import FarCryCampaignSaveFailures
        from ..models.far_cry_player_save import FarCryPlayerSave
        from ..models.far_cry_stored_weapon import FarCryStoredWeapon

        d = dict(src_dict)
        exploration_token = d.pop("exploration_token")

        failures = FarCryCampaignSaveFailures.from_dict(d.pop("failures"))

        missions_done = cast(list[str], d.pop("missions_done"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = FarCryPlayerSave.from_dict(players_item_data)

            players.append(players_item)

        reserve_accessories = cast(list[str], d.pop("reserve_accessories"))

        reserve_carriers = cast(list[str], d.pop("reserve_carriers"))

        reserve_items = cast(list[str], d.pop("reserve_items"))

        reserve_leaves = cast(list[str], d.pop("reserve_leaves"))

        reserve_money = d.pop("reserve_money")

        reserve_skins = d.pop("reserve_skins")

        reserve_weapons = []
        _reserve_weapons = d.pop("reserve_weapons")
        for reserve_weapons_item_data in _reserve_weapons:
            reserve_weapons_item = FarCryStoredWeapon.from_dict(
                reserve_weapons_item_data
            )

            reserve_weapons.append(reserve_weapons_item)

        far_cry_campaign_save = cls(
            exploration_token=exploration_token,
            failures=failures,
            missions_done=missions_done,
            players=players,
            reserve_accessories=reserve_accessories,
            reserve_carriers=reserve_carriers,
            reserve_items=reserve_items,
            reserve_leaves=reserve_leaves,
            reserve_money=reserve_money,
            reserve_skins=reserve_skins,
            reserve_weapons=reserve_weapons,
        )

        return far_cry_campaign_save
