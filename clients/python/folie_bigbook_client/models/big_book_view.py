from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_view_mode import BigBookViewMode
from ..models.big_book_view_phase import BigBookViewPhase
from ..models.big_book_view_reason import BigBookViewReason
from ..models.big_book_view_result import BigBookViewResult

if TYPE_CHECKING:
    from ..models.big_book_curse_view import BigBookCurseView
    from ..models.big_book_library_view import BigBookLibraryView
    from ..models.big_book_magician_view import BigBookMagicianView
    from ..models.big_book_monster_view import BigBookMonsterView
    from ..models.big_book_player_view import BigBookPlayerView
    from ..models.big_book_view_curse_pile_bottom import BigBookViewCursePileBottom
    from ..models.big_book_view_curse_pile_order_type_0 import (
        BigBookViewCursePileOrderType0,
    )
    from ..models.big_book_view_curse_piles import BigBookViewCursePiles
    from ..models.big_book_view_library_piles_type_0 import BigBookViewLibraryPilesType0
    from ..models.big_book_view_reserve import BigBookViewReserve
    from ..models.big_book_view_tokens import BigBookViewTokens
    from ..models.prompt import Prompt


T = TypeVar("T", bound="BigBookView")


@_attrs_define
class BigBookView:
    """What a seat sees of The Big Book of Madness.

    Attributes:
        acting (int | None): The seat that may act now (the active player, or one granted actions by a spell); `null`:
            none.
        active (int): The active player's seat.
        board (list[BigBookCurseView]): The curses on the invocation track.
        bonus_text (str): The next page's bonus when the monster is defeated, in the reader's language.
        box_count (int): Cards in the game box (out of play).
        curse_pile_bottom (BigBookViewCursePileBottom): Per curse pile, the bottom cards put back face up (known to
            all).
        curse_pile_order (BigBookViewCursePileOrderType0 | None): Only in the omniscient view: each curse pile in order,
            top first.
        curse_piles (BigBookViewCursePiles): Cards left in each curse pile.
        destroyed (list[str]): Destroyed card ids (public).
        destroyed_curses (list[str]): Destroyed curse ids.
        destroyed_spells (list[str]): Destroyed spell ids.
        detail (str): Why it ended, in words; empty while the match runs.
        difficulty (int): The difficulty column, 1 to 3 (I, II, III).
        failure_text (str): The next page's failure effect, in the reader's language.
        grimoire (list[str] | None): Only in the omniscient view: every page of the grimoire in order, the unturned ones
            included.
        invocation (int): The invocation marker: 0 on the Invocation space, 1-5 on the numbered spaces.
        library (list[BigBookLibraryView]): Each element's library pile.
        library_piles (BigBookViewLibraryPilesType0 | None): Only in the omniscient view: each element's library pile,
            top (face up) first.
        madness_pile (int): Madness cards left in the pile (the match is lost when one must be taken from an empty
            pile).
        magicians (list[BigBookMagicianView]): Every magician sheet, with who took it.
        mode (BigBookViewMode): The game mode: `normal`, `terreur` or `cauchemar`.
        monster (BigBookMonsterView | None): The open page's monster (`null` before the first page is turned).
        next_curses (list[str]): The elements of the curses the next page's monster brings.
        pages_turned (int): Grimoire pages turned so far (the match's score).
        phase (BigBookViewPhase): The turn's phase: `magicians` (choosing), `monster`, `action`, `recovery`, or `over`.
        players (list[BigBookPlayerView]): Every player, by seat.
        prompts (list[Prompt]): Every pending question, whoever must answer it.
        reason (BigBookViewReason): Why it ended: `final_monster_defeated`, `final_monster_not_defeated`,
            `all_players_mad` or
            `madness_pile_empty`; empty while the match runs.
        reserve (BigBookViewReserve): Cards left in each face-up reserve pile, keyed `<element>-<value>` (value 2 or 3).
        result (BigBookViewResult): `won`, `lost`, or empty while the match runs.
        round_ (int): The round marker's row (1-6).
        seat (int | None): The seat this view is for (`null`: a spectator's).
        tokens (BigBookViewTokens): Per element, the tokens on it (each adds 1 to that element's curses' destroy cost).
        turn (int): The turn number (0 while magicians are chosen).
    """

    acting: int | None
    active: int
    board: list[BigBookCurseView]
    bonus_text: str
    box_count: int
    curse_pile_bottom: BigBookViewCursePileBottom
    curse_pile_order: BigBookViewCursePileOrderType0 | None
    curse_piles: BigBookViewCursePiles
    destroyed: list[str]
    destroyed_curses: list[str]
    destroyed_spells: list[str]
    detail: str
    difficulty: int
    failure_text: str
    grimoire: list[str] | None
    invocation: int
    library: list[BigBookLibraryView]
    library_piles: BigBookViewLibraryPilesType0 | None
    madness_pile: int
    magicians: list[BigBookMagicianView]
    mode: BigBookViewMode
    monster: BigBookMonsterView | None
    next_curses: list[str]
    pages_turned: int
    phase: BigBookViewPhase
    players: list[BigBookPlayerView]
    prompts: list[Prompt]
    reason: BigBookViewReason
    reserve: BigBookViewReserve
    result: BigBookViewResult
    round_: int
    seat: int | None
    tokens: BigBookViewTokens
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.big_book_monster_view import BigBookMonsterView
        from ..models.big_book_view_curse_pile_order_type_0 import (
            BigBookViewCursePileOrderType0,
        )
        from ..models.big_book_view_library_piles_type_0 import (
            BigBookViewLibraryPilesType0,
        )

        acting: int | None
        acting = self.acting

        active = self.active

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        bonus_text = self.bonus_text

        box_count = self.box_count

        curse_pile_bottom = self.curse_pile_bottom.to_dict()

        curse_pile_order: dict[str, Any] | None
        if isinstance(self.curse_pile_order, BigBookViewCursePileOrderType0):
            curse_pile_order = self.curse_pile_order.to_dict()
        else:
            curse_pile_order = self.curse_pile_order

        curse_piles = self.curse_piles.to_dict()

        destroyed = self.destroyed

        destroyed_curses = self.destroyed_curses

        destroyed_spells = self.destroyed_spells

        detail = self.detail

        difficulty = self.difficulty

        failure_text = self.failure_text

        grimoire: list[str] | None
        if isinstance(self.grimoire, list):
            grimoire = self.grimoire

        else:
            grimoire = self.grimoire

        invocation = self.invocation

        library = []
        for library_item_data in self.library:
            library_item = library_item_data.to_dict()
            library.append(library_item)

        library_piles: dict[str, Any] | None
        if isinstance(self.library_piles, BigBookViewLibraryPilesType0):
            library_piles = self.library_piles.to_dict()
        else:
            library_piles = self.library_piles

        madness_pile = self.madness_pile

        magicians = []
        for magicians_item_data in self.magicians:
            magicians_item = magicians_item_data.to_dict()
            magicians.append(magicians_item)

        mode = self.mode.value

        monster: dict[str, Any] | None
        if isinstance(self.monster, BigBookMonsterView):
            monster = self.monster.to_dict()
        else:
            monster = self.monster

        next_curses = self.next_curses

        pages_turned = self.pages_turned

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        prompts = []
        for prompts_item_data in self.prompts:
            prompts_item = prompts_item_data.to_dict()
            prompts.append(prompts_item)

        reason = self.reason.value

        reserve = self.reserve.to_dict()

        result = self.result.value

        round_ = self.round_

        seat: int | None
        seat = self.seat

        tokens = self.tokens.to_dict()

        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "acting": acting,
                "active": active,
                "board": board,
                "bonus_text": bonus_text,
                "box_count": box_count,
                "curse_pile_bottom": curse_pile_bottom,
                "curse_pile_order": curse_pile_order,
                "curse_piles": curse_piles,
                "destroyed": destroyed,
                "destroyed_curses": destroyed_curses,
                "destroyed_spells": destroyed_spells,
                "detail": detail,
                "difficulty": difficulty,
                "failure_text": failure_text,
                "grimoire": grimoire,
                "invocation": invocation,
                "library": library,
                "library_piles": library_piles,
                "madness_pile": madness_pile,
                "magicians": magicians,
                "mode": mode,
                "monster": monster,
                "next_curses": next_curses,
                "pages_turned": pages_turned,
                "phase": phase,
                "players": players,
                "prompts": prompts,
                "reason": reason,
                "reserve": reserve,
                "result": result,
                "round": round_,
                "seat": seat,
                "tokens": tokens,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_curse_view import BigBookCurseView
        from ..models.big_book_library_view import BigBookLibraryView
        from ..models.big_book_magician_view import BigBookMagicianView
        from ..models.big_book_monster_view import BigBookMonsterView
        from ..models.big_book_player_view import BigBookPlayerView
        from ..models.big_book_view_curse_pile_bottom import BigBookViewCursePileBottom
        from ..models.big_book_view_curse_pile_order_type_0 import (
            BigBookViewCursePileOrderType0,
        )
        from ..models.big_book_view_curse_piles import BigBookViewCursePiles
        from ..models.big_book_view_library_piles_type_0 import (
            BigBookViewLibraryPilesType0,
        )
        from ..models.big_book_view_reserve import BigBookViewReserve
        from ..models.big_book_view_tokens import BigBookViewTokens
        from ..models.prompt import Prompt

        d = dict(src_dict)

        def _parse_acting(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        acting = _parse_acting(d.pop("acting"))

        active = d.pop("active")

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = BigBookCurseView.from_dict(board_item_data)

            board.append(board_item)

        bonus_text = d.pop("bonus_text")

        box_count = d.pop("box_count")

        curse_pile_bottom = BigBookViewCursePileBottom.from_dict(
            d.pop("curse_pile_bottom")
        )

        def _parse_curse_pile_order(
            data: object,
        ) -> BigBookViewCursePileOrderType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                curse_pile_order_type_0 = BigBookViewCursePileOrderType0.from_dict(data)

                return curse_pile_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BigBookViewCursePileOrderType0 | None, data)

        curse_pile_order = _parse_curse_pile_order(d.pop("curse_pile_order"))

        curse_piles = BigBookViewCursePiles.from_dict(d.pop("curse_piles"))

        destroyed = cast(list[str], d.pop("destroyed"))

        destroyed_curses = cast(list[str], d.pop("destroyed_curses"))

        destroyed_spells = cast(list[str], d.pop("destroyed_spells"))

        detail = d.pop("detail")

        difficulty = d.pop("difficulty")

        failure_text = d.pop("failure_text")

        def _parse_grimoire(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                grimoire_type_0 = cast(list[str], data)

                return grimoire_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        grimoire = _parse_grimoire(d.pop("grimoire"))

        invocation = d.pop("invocation")

        library = []
        _library = d.pop("library")
        for library_item_data in _library:
            library_item = BigBookLibraryView.from_dict(library_item_data)

            library.append(library_item)

        def _parse_library_piles(data: object) -> BigBookViewLibraryPilesType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                library_piles_type_0 = BigBookViewLibraryPilesType0.from_dict(data)

                return library_piles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BigBookViewLibraryPilesType0 | None, data)

        library_piles = _parse_library_piles(d.pop("library_piles"))

        madness_pile = d.pop("madness_pile")

        magicians = []
        _magicians = d.pop("magicians")
        for magicians_item_data in _magicians:
            magicians_item = BigBookMagicianView.from_dict(magicians_item_data)

            magicians.append(magicians_item)

        mode = BigBookViewMode(d.pop("mode"))

        def _parse_monster(data: object) -> BigBookMonsterView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                monster_type_0 = BigBookMonsterView.from_dict(data)

                return monster_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BigBookMonsterView | None, data)

        monster = _parse_monster(d.pop("monster"))

        next_curses = cast(list[str], d.pop("next_curses"))

        pages_turned = d.pop("pages_turned")

        phase = BigBookViewPhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = BigBookPlayerView.from_dict(players_item_data)

            players.append(players_item)

        prompts = []
        _prompts = d.pop("prompts")
        for prompts_item_data in _prompts:
            prompts_item = Prompt.from_dict(prompts_item_data)

            prompts.append(prompts_item)

        reason = BigBookViewReason(d.pop("reason"))

        reserve = BigBookViewReserve.from_dict(d.pop("reserve"))

        result = BigBookViewResult(d.pop("result"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        tokens = BigBookViewTokens.from_dict(d.pop("tokens"))

        turn = d.pop("turn")

        big_book_view = cls(
            acting=acting,
            active=active,
            board=board,
            bonus_text=bonus_text,
            box_count=box_count,
            curse_pile_bottom=curse_pile_bottom,
            curse_pile_order=curse_pile_order,
            curse_piles=curse_piles,
            destroyed=destroyed,
            destroyed_curses=destroyed_curses,
            destroyed_spells=destroyed_spells,
            detail=detail,
            difficulty=difficulty,
            failure_text=failure_text,
            grimoire=grimoire,
            invocation=invocation,
            library=library,
            library_piles=library_piles,
            madness_pile=madness_pile,
            magicians=magicians,
            mode=mode,
            monster=monster,
            next_curses=next_curses,
            pages_turned=pages_turned,
            phase=phase,
            players=players,
            prompts=prompts,
            reason=reason,
            reserve=reserve,
            result=result,
            round_=round_,
            seat=seat,
            tokens=tokens,
            turn=turn,
        )

        big_book_view.additional_properties = d
        return big_book_view

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
