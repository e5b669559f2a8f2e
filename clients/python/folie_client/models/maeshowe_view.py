from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.maeshowe_view_reason import MaeshoweViewReason
from ..models.maeshowe_view_result_type_1 import MaeshoweViewResultType1
from ..models.maeshowe_view_result_type_2_type_1 import MaeshoweViewResultType2Type1
from ..models.maeshowe_view_result_type_3_type_1 import MaeshoweViewResultType3Type1

if TYPE_CHECKING:
    from ..models.maeshowe_card_view import MaeshoweCardView
    from ..models.maeshowe_line_card_view import MaeshoweLineCardView
    from ..models.maeshowe_options import MaeshoweOptions
    from ..models.maeshowe_player_view import MaeshowePlayerView
    from ..models.prompt import Prompt


T = TypeVar("T", bound="MaeshoweView")


@_attrs_define
class MaeshoweView:
    """MaeshoweView

    Attributes:
        active_seat (int): The seat whose turn it is.
        deck (list[MaeshoweCardView] | None): Only in the omniscient view (a finished match's replay, an admin): the
            deck, top first.
        deck_count (int): Cards left in the draw deck.
        detail (str): Why it ended, in the reader's language; empty while the match runs.
        discarded (bool): The active player has discarded this turn's card.
        finished (bool): The match is over.
        food (int): Food tokens on the food track (eating spends them).
        known_top (list[MaeshoweCardView]): Top cards of the deck this seat saw and put back (top first).
        line (list[MaeshoweLineCardView]): The line of played cards, left to right (each play goes at the right end).
        max_food (int): The food track's top (4): food never rises above it.
        must_play_haste (bool | None): Only shown to the active seat (it follows from their hand); false once played, or
            lapsed for want of
            food (interpretation 10).
        options (MaeshoweOptions): Every field has a default, so `{}` is a valid medium solo game with the base deck.
        passages (int): Passage tokens left: the players escape (win) when the last one is removed.
        played (bool): The active player has played this turn's card.
        players (list[MaeshowePlayerView]): Every player, by seat.
        prompts (list[Prompt]): The pending question (a card's choice, or the active seat's turn), whoever must answer
            it.
        reason (MaeshoweViewReason): Why it ended: `escaped` (won), `health` (a player's last health point went) or
            `cannot_act`
            (the active player could not play or discard, R-Q-2); empty while the match runs.
        result (MaeshoweViewResultType1 | MaeshoweViewResultType2Type1 | MaeshoweViewResultType3Type1 | None): `won`
            (escaped) or `lost`, for the whole table; `null` while the match runs.
        seat (int | None): The seat this view is for (`null`: a spectator's).
        starting_passages (int): Passage tokens at the start (set by the difficulty, or the `passages` option).
        turn (int): The turn number, from 1 (0 before the first turn starts).
    """

    active_seat: int
    deck: list[MaeshoweCardView] | None
    deck_count: int
    detail: str
    discarded: bool
    finished: bool
    food: int
    known_top: list[MaeshoweCardView]
    line: list[MaeshoweLineCardView]
    max_food: int
    must_play_haste: bool | None
    options: MaeshoweOptions
    passages: int
    played: bool
    players: list[MaeshowePlayerView]
    prompts: list[Prompt]
    reason: MaeshoweViewReason
    result: (
        MaeshoweViewResultType1
        | MaeshoweViewResultType2Type1
        | MaeshoweViewResultType3Type1
        | None
    )
    seat: int | None
    starting_passages: int
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        deck: list[dict[str, Any]] | None
        if isinstance(self.deck, list):
            deck = []
            for deck_type_0_item_data in self.deck:
                deck_type_0_item = deck_type_0_item_data.to_dict()
                deck.append(deck_type_0_item)

        else:
            deck = self.deck

        deck_count = self.deck_count

        detail = self.detail

        discarded = self.discarded

        finished = self.finished

        food = self.food

        known_top = []
        for known_top_item_data in self.known_top:
            known_top_item = known_top_item_data.to_dict()
            known_top.append(known_top_item)

        line = []
        for line_item_data in self.line:
            line_item = line_item_data.to_dict()
            line.append(line_item)

        max_food = self.max_food

        must_play_haste: bool | None
        must_play_haste = self.must_play_haste

        options = self.options.to_dict()

        passages = self.passages

        played = self.played

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        prompts = []
        for prompts_item_data in self.prompts:
            prompts_item = prompts_item_data.to_dict()
            prompts.append(prompts_item)

        reason = self.reason.value

        result: None | str
        if (
            isinstance(self.result, MaeshoweViewResultType1)
            or isinstance(self.result, MaeshoweViewResultType2Type1)
            or isinstance(self.result, MaeshoweViewResultType3Type1)
        ):
            result = self.result.value
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        starting_passages = self.starting_passages

        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "deck": deck,
                "deck_count": deck_count,
                "detail": detail,
                "discarded": discarded,
                "finished": finished,
                "food": food,
                "known_top": known_top,
                "line": line,
                "max_food": max_food,
                "must_play_haste": must_play_haste,
                "options": options,
                "passages": passages,
                "played": played,
                "players": players,
                "prompts": prompts,
                "reason": reason,
                "result": result,
                "seat": seat,
                "starting_passages": starting_passages,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.maeshowe_card_view import MaeshoweCardView
        from ..models.maeshowe_line_card_view import MaeshoweLineCardView
        from ..models.maeshowe_options import MaeshoweOptions
        from ..models.maeshowe_player_view import MaeshowePlayerView
        from ..models.prompt import Prompt

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        def _parse_deck(data: object) -> list[MaeshoweCardView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = []
                _deck_type_0 = data
                for deck_type_0_item_data in _deck_type_0:
                    deck_type_0_item = MaeshoweCardView.from_dict(deck_type_0_item_data)

                    deck_type_0.append(deck_type_0_item)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MaeshoweCardView] | None, data)

        deck = _parse_deck(d.pop("deck"))

        deck_count = d.pop("deck_count")

        detail = d.pop("detail")

        discarded = d.pop("discarded")

        finished = d.pop("finished")

        food = d.pop("food")

        known_top = []
        _known_top = d.pop("known_top")
        for known_top_item_data in _known_top:
            known_top_item = MaeshoweCardView.from_dict(known_top_item_data)

            known_top.append(known_top_item)

        line = []
        _line = d.pop("line")
        for line_item_data in _line:
            line_item = MaeshoweLineCardView.from_dict(line_item_data)

            line.append(line_item)

        max_food = d.pop("max_food")

        def _parse_must_play_haste(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        must_play_haste = _parse_must_play_haste(d.pop("must_play_haste"))

        options = MaeshoweOptions.from_dict(d.pop("options"))

        passages = d.pop("passages")

        played = d.pop("played")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = MaeshowePlayerView.from_dict(players_item_data)

            players.append(players_item)

        prompts = []
        _prompts = d.pop("prompts")
        for prompts_item_data in _prompts:
            prompts_item = Prompt.from_dict(prompts_item_data)

            prompts.append(prompts_item)

        reason = MaeshoweViewReason(d.pop("reason"))

        def _parse_result(
            data: object,
        ) -> (
            MaeshoweViewResultType1
            | MaeshoweViewResultType2Type1
            | MaeshoweViewResultType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_1 = MaeshoweViewResultType1(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_2_type_1 = MaeshoweViewResultType2Type1(data)

                return result_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_3_type_1 = MaeshoweViewResultType3Type1(data)

                return result_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MaeshoweViewResultType1
                | MaeshoweViewResultType2Type1
                | MaeshoweViewResultType3Type1
                | None,
                data,
            )

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        starting_passages = d.pop("starting_passages")

        turn = d.pop("turn")

        maeshowe_view = cls(
            active_seat=active_seat,
            deck=deck,
            deck_count=deck_count,
            detail=detail,
            discarded=discarded,
            finished=finished,
            food=food,
            known_top=known_top,
            line=line,
            max_food=max_food,
            must_play_haste=must_play_haste,
            options=options,
            passages=passages,
            played=played,
            players=players,
            prompts=prompts,
            reason=reason,
            result=result,
            seat=seat,
            starting_passages=starting_passages,
            turn=turn,
        )

        maeshowe_view.additional_properties = d
        return maeshowe_view

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
