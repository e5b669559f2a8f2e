from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.maeshowe_options_difficulty import MaeshoweOptionsDifficulty
from ..models.maeshowe_options_expansions_item import MaeshoweOptionsExpansionsItem
from ..models.maeshowe_options_setups_item import MaeshoweOptionsSetupsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="MaeshoweOptions")


@_attrs_define
class MaeshoweOptions:
    """Every field has a default, so `{}` is a valid medium solo game with the base deck.

    Attributes:
        difficulty (MaeshoweOptionsDifficulty | Unset): The difficulty, which sets the passages to dig: "easy",
            "medium", "hard" or "absurd" (2 players only). Default: MaeshoweOptionsDifficulty.MEDIUM.
        expansions (list[MaeshoweOptionsExpansionsItem] | Unset): Expansion sets whose cards join the deck.
        fear_of_the_dark (bool | Unset): The Peur du noir variant (VARIANTES SOLO/COOPÉRATIVES): no talking while the
            match runs (chat lines are
            refused). Default: False.
        first_player (int | Unset): The seat playing first (0-based). Default: 0.
        passages (int | None | Unset): Overrides the difficulty's passage count ("Davantage ? Bonne chance !").
        players (int | Unset): Players: 1 (solo) or 2 (cooperative). Default: 1.
        setups (list[MaeshoweOptionsSetupsItem] | Unset): Alternative set-ups; only `crumbling`, `gluttony` and `dread`
            exist in the rulebook.
    """

    difficulty: MaeshoweOptionsDifficulty | Unset = MaeshoweOptionsDifficulty.MEDIUM
    expansions: list[MaeshoweOptionsExpansionsItem] | Unset = UNSET
    fear_of_the_dark: bool | Unset = False
    first_player: int | Unset = 0
    passages: int | None | Unset = UNSET
    players: int | Unset = 1
    setups: list[MaeshoweOptionsSetupsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        difficulty: str | Unset = UNSET
        if not isinstance(self.difficulty, Unset):
            difficulty = self.difficulty.value

        expansions: list[str] | Unset = UNSET
        if not isinstance(self.expansions, Unset):
            expansions = []
            for expansions_item_data in self.expansions:
                expansions_item = expansions_item_data.value
                expansions.append(expansions_item)

        fear_of_the_dark = self.fear_of_the_dark

        first_player = self.first_player

        passages: int | None | Unset
        if isinstance(self.passages, Unset):
            passages = UNSET
        else:
            passages = self.passages

        players = self.players

        setups: list[str] | Unset = UNSET
        if not isinstance(self.setups, Unset):
            setups = []
            for setups_item_data in self.setups:
                setups_item = setups_item_data.value
                setups.append(setups_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if expansions is not UNSET:
            field_dict["expansions"] = expansions
        if fear_of_the_dark is not UNSET:
            field_dict["fear_of_the_dark"] = fear_of_the_dark
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if passages is not UNSET:
            field_dict["passages"] = passages
        if players is not UNSET:
            field_dict["players"] = players
        if setups is not UNSET:
            field_dict["setups"] = setups

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _difficulty = d.pop("difficulty", UNSET)
        difficulty: MaeshoweOptionsDifficulty | Unset
        if isinstance(_difficulty, Unset):
            difficulty = UNSET
        else:
            difficulty = MaeshoweOptionsDifficulty(_difficulty)

        _expansions = d.pop("expansions", UNSET)
        expansions: list[MaeshoweOptionsExpansionsItem] | Unset = UNSET
        if _expansions is not UNSET:
            expansions = []
            for expansions_item_data in _expansions:
                expansions_item = MaeshoweOptionsExpansionsItem(expansions_item_data)

                expansions.append(expansions_item)

        fear_of_the_dark = d.pop("fear_of_the_dark", UNSET)

        first_player = d.pop("first_player", UNSET)

        def _parse_passages(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        passages = _parse_passages(d.pop("passages", UNSET))

        players = d.pop("players", UNSET)

        _setups = d.pop("setups", UNSET)
        setups: list[MaeshoweOptionsSetupsItem] | Unset = UNSET
        if _setups is not UNSET:
            setups = []
            for setups_item_data in _setups:
                setups_item = MaeshoweOptionsSetupsItem(setups_item_data)

                setups.append(setups_item)

        maeshowe_options = cls(
            difficulty=difficulty,
            expansions=expansions,
            fear_of_the_dark=fear_of_the_dark,
            first_player=first_player,
            passages=passages,
            players=players,
            setups=setups,
        )

        return maeshowe_options
