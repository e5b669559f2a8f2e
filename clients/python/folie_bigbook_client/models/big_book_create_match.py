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

from ..models.big_book_create_match_seating import BigBookCreateMatchSeating
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.big_book_create_match_stand_ins import BigBookCreateMatchStandIns
    from ..models.big_book_options import BigBookOptions


T = TypeVar("T", bound="BigBookCreateMatch")


@_attrs_define
class BigBookCreateMatch:
    """A new The Big Book of Madness match. A new match. `options` are the game's (its `options_schema`); `stand_ins` is
    the
    platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
    `no_human_seat` when it does not fit the match).

        Attributes:
            game (Literal['bigbook']): The game's id (GET /games).
            options (BigBookOptions | Unset): Match options: player count, difficulty column (I, II, III), game mode ("Modes
                de jeu").

                `magicians` pre-assigns magicians seat by seat; left out, every seat is prompted to choose one
                ("Chaque joueur choisit un Magicien"). `first_player` is the seat given the active token.
            seating (BigBookCreateMatchSeating | Unset): `tokens`: the response holds every seat's token (one person hands
                them out). `invitations`:
                it holds one single-use invitation code per seat instead; each player joins with theirs
                (`POST /matches/{match_id}/join`) and gets a token the creator never sees. Default:
                BigBookCreateMatchSeating.TOKENS.
            seed (int | None | Unset): Leave it out for a fair match: the server draws the seed and publishes its
                commitment. Any
                64-bit signed integer deals the same match every time (tests, simulations, puzzles); such a match
                says `seed_source: "caller"` in every view and summary, since whoever chose it knows every card.
            stand_ins (BigBookCreateMatchStandIns | Unset): Seats played by a bot from the start: seat number (as a string)
                -> bot name, one of the game's `bots` (GET /games). At least one seat stays with a player.
    """

    game: Literal["bigbook"]
    options: BigBookOptions | Unset = UNSET
    seating: BigBookCreateMatchSeating | Unset = BigBookCreateMatchSeating.TOKENS
    seed: int | None | Unset = UNSET
    stand_ins: BigBookCreateMatchStandIns | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seating: str | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = self.seating.value

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        stand_ins: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stand_ins, Unset):
            stand_ins = self.stand_ins.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seating is not UNSET:
            field_dict["seating"] = seating
        if seed is not UNSET:
            field_dict["seed"] = seed
        if stand_ins is not UNSET:
            field_dict["stand_ins"] = stand_ins

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_create_match_stand_ins import BigBookCreateMatchStandIns
        from ..models.big_book_options import BigBookOptions

        d = dict(src_dict)
        game = cast(Literal["bigbook"], d.pop("game"))
        if game != "bigbook":
            raise ValueError(f"game must match const 'bigbook', got '{game}'")

        _options = d.pop("options", UNSET)
        options: BigBookOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = BigBookOptions.from_dict(_options)

        _seating = d.pop("seating", UNSET)
        seating: BigBookCreateMatchSeating | Unset
        if isinstance(_seating, Unset):
            seating = UNSET
        else:
            seating = BigBookCreateMatchSeating(_seating)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        _stand_ins = d.pop("stand_ins", UNSET)
        stand_ins: BigBookCreateMatchStandIns | Unset
        if isinstance(_stand_ins, Unset):
            stand_ins = UNSET
        else:
            stand_ins = BigBookCreateMatchStandIns.from_dict(_stand_ins)

        big_book_create_match = cls(
            game=game,
            options=options,
            seating=seating,
            seed=seed,
            stand_ins=stand_ins,
        )

        return big_book_create_match
