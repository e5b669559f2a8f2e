from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MontagnesOptions")


@_attrs_define
class MontagnesOptions:
    """Durations are server seconds; the box's hourglass runs 30 s and the Leader gets « une dizaine
    de secondes » to decide after it, « 30 secondes » for a Fouiller peek.

        Attributes:
            decision_seconds (float | Unset): The Leader's window to decide after the hourglass, in seconds. Default: 10.0.
            encounter_seconds (float | Unset): The hourglass's run, in seconds (the box's runs 30). Default: 30.0.
            expert (bool | Unset): VARIANTE EXPERT: keep every madness card and apply them all. Default: False.
            first_leader (int | None | Unset): « Le dernier joueur à avoir atteint le sommet d'une montagne »; `None`: drawn
                at random.
            players (int | Unset): Players (3-5). Default: 4.
            search_seconds (float | Unset): How long a Fouiller peek shows a tile, in seconds. Default: 30.0.
    """

    decision_seconds: float | Unset = 10.0
    encounter_seconds: float | Unset = 30.0
    expert: bool | Unset = False
    first_leader: int | None | Unset = UNSET
    players: int | Unset = 4
    search_seconds: float | Unset = 30.0

    def to_dict(self) -> dict[str, Any]:
        decision_seconds = self.decision_seconds

        encounter_seconds = self.encounter_seconds

        expert = self.expert

        first_leader: int | None | Unset
        if isinstance(self.first_leader, Unset):
            first_leader = UNSET
        else:
            first_leader = self.first_leader

        players = self.players

        search_seconds = self.search_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if encounter_seconds is not UNSET:
            field_dict["encounter_seconds"] = encounter_seconds
        if expert is not UNSET:
            field_dict["expert"] = expert
        if first_leader is not UNSET:
            field_dict["first_leader"] = first_leader
        if players is not UNSET:
            field_dict["players"] = players
        if search_seconds is not UNSET:
            field_dict["search_seconds"] = search_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decision_seconds = d.pop("decision_seconds", UNSET)

        encounter_seconds = d.pop("encounter_seconds", UNSET)

        expert = d.pop("expert", UNSET)

        def _parse_first_leader(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_leader = _parse_first_leader(d.pop("first_leader", UNSET))

        players = d.pop("players", UNSET)

        search_seconds = d.pop("search_seconds", UNSET)

        montagnes_options = cls(
            decision_seconds=decision_seconds,
            encounter_seconds=encounter_seconds,
            expert=expert,
            first_leader=first_leader,
            players=players,
            search_seconds=search_seconds,
        )

        return montagnes_options
