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
    from ..models.fairness import Fairness
    from ..models.far_cry_view import FarCryView
    from ..models.legal_action import LegalAction
    from ..models.prompt import Prompt
    from ..models.stand_in_seat import StandInSeat
    from ..models.status import Status
    from ..models.undo_info import UndoInfo
    from ..models.waiting import Waiting


T = TypeVar("T", bound="FarCrySeatView")


@_attrs_define
class FarCrySeatView:
    """A seat's view of a Far Cry: Escape from Rook Islands match.

    Attributes:
        chat_count (int): How many chat lines the match has (`GET /matches/{id}/chat`).
        fairness (Fairness | None): Who chose the seed, its commitment, and (once the match is over) the seed itself.
        legal_actions (list[LegalAction]): The commands this seat may send now, each with its parameters' allowed
            values.
        match_id (str): The match's id.
        omniscient (bool): `true`: this view shows everything (the match is over, or the reader is an admin). Default:
            False.
        prompts (list[Prompt]): The questions this seat must answer now.
        seat (int | None): The seat this view is for (`null`: a spectator's).
        server_time (float | None): The server's clock (Unix seconds) when it made this view: a countdown is `deadline -
            server_time`
            plus the time elapsed on the client since, so a client never needs its own clock to be right.
        stand_ins (list[StandInSeat]): Seats played by a stand-in bot for now (their players' tokens may read and chat,
            not play).
        status (Status): Who may act now, and whether (and how) the match is over.
        undo (UndoInfo): A pending undo request, and the versions this seat could undo to right now.

            `lapsed`: the last request that lapsed unanswered (a barrier or a command came first) until a
            new one is made, so the seats know why their consent is no longer asked.
        version (int): The match's version this view shows: its count of events (send it as `expected_version`).
        waiting_for (list[Waiting]): Every pending question of the table, whoever must answer it (public).
        game (Literal['farcry']): The game's id: it says which `view` this is.
        view (FarCryView): FarCryView
    """

    chat_count: int
    fairness: Fairness | None
    legal_actions: list[LegalAction]
    match_id: str
    prompts: list[Prompt]
    seat: int | None
    server_time: float | None
    stand_ins: list[StandInSeat]
    status: Status
    undo: UndoInfo
    version: int
    waiting_for: list[Waiting]
    game: Literal["farcry"]
    view: FarCryView
    omniscient: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fairness import Fairness

        chat_count = self.chat_count

        fairness: dict[str, Any] | None
        if isinstance(self.fairness, Fairness):
            fairness = self.fairness.to_dict()
        else:
            fairness = self.fairness

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        match_id = self.match_id

        omniscient = self.omniscient

        prompts = []
        for prompts_item_data in self.prompts:
            prompts_item = prompts_item_data.to_dict()
            prompts.append(prompts_item)

        seat: int | None
        seat = self.seat

        server_time: float | None
        server_time = self.server_time

        stand_ins = []
        for stand_ins_item_data in self.stand_ins:
            stand_ins_item = stand_ins_item_data.to_dict()
            stand_ins.append(stand_ins_item)

        status = self.status.to_dict()

        undo = self.undo.to_dict()

        version = self.version

        waiting_for = []
        for waiting_for_item_data in self.waiting_for:
            waiting_for_item = waiting_for_item_data.to_dict()
            waiting_for.append(waiting_for_item)

        game = self.game

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chat_count": chat_count,
                "fairness": fairness,
                "legal_actions": legal_actions,
                "match_id": match_id,
                "omniscient": omniscient,
                "prompts": prompts,
                "seat": seat,
                "server_time": server_time,
                "stand_ins": stand_ins,
                "status": status,
                "undo": undo,
                "version": version,
                "waiting_for": waiting_for,
                "game": game,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fairness import Fairness
        from ..models.far_cry_view import FarCryView
        from ..models.legal_action import LegalAction
        from ..models.prompt import Prompt
        from ..models.stand_in_seat import StandInSeat
        from ..models.status import Status
        from ..models.undo_info import UndoInfo
        from ..models.waiting import Waiting

        d = dict(src_dict)
        chat_count = d.pop("chat_count")

        def _parse_fairness(data: object) -> Fairness | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fairness_type_0 = Fairness.from_dict(data)

                return fairness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Fairness | None, data)

        fairness = _parse_fairness(d.pop("fairness"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = LegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        match_id = d.pop("match_id")

        omniscient = d.pop("omniscient")

        prompts = []
        _prompts = d.pop("prompts")
        for prompts_item_data in _prompts:
            prompts_item = Prompt.from_dict(prompts_item_data)

            prompts.append(prompts_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_server_time(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        server_time = _parse_server_time(d.pop("server_time"))

        stand_ins = []
        _stand_ins = d.pop("stand_ins")
        for stand_ins_item_data in _stand_ins:
            stand_ins_item = StandInSeat.from_dict(stand_ins_item_data)

            stand_ins.append(stand_ins_item)

        status = Status.from_dict(d.pop("status"))

        undo = UndoInfo.from_dict(d.pop("undo"))

        version = d.pop("version")

        waiting_for = []
        _waiting_for = d.pop("waiting_for")
        for waiting_for_item_data in _waiting_for:
            waiting_for_item = Waiting.from_dict(waiting_for_item_data)

            waiting_for.append(waiting_for_item)

        game = cast(Literal["farcry"], d.pop("game"))
        if game != "farcry":
            raise ValueError(f"game must match const 'farcry', got '{game}'")

        view = FarCryView.from_dict(d.pop("view"))

        far_cry_seat_view = cls(
            chat_count=chat_count,
            fairness=fairness,
            legal_actions=legal_actions,
            match_id=match_id,
            omniscient=omniscient,
            prompts=prompts,
            seat=seat,
            server_time=server_time,
            stand_ins=stand_ins,
            status=status,
            undo=undo,
            version=version,
            waiting_for=waiting_for,
            game=game,
            view=view,
        )

        far_cry_seat_view.additional_properties = d
        return far_cry_seat_view

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
