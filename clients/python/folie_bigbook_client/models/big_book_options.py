from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.big_book_options_mode import BigBookOptionsMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="BigBookOptions")


@_attrs_define
class BigBookOptions:
    """Match options: player count, difficulty column (I, II, III), game mode ("Modes de jeu").

    `magicians` pre-assigns magicians seat by seat; left out, every seat is prompted to choose one
    ("Chaque joueur choisit un Magicien"). `first_player` is the seat given the active token.

        Attributes:
            difficulty (int | Unset): The difficulty column: 1, 2 or 3 (I, II, III). Default: 1.
            first_player (int | Unset): The seat given the active token first (0-based). Default: 0.
            magicians (list[Literal['braise'] | Literal['cendre'] | Literal['gravier'] | Literal['morgane'] |
                Literal['nimbus'] | Literal['ondine'] | Literal['sylve'] | Literal['zephyrine']] | None | Unset): A magician id
                per seat, in seat order; `null` (or absent) to let each seat choose.
            mode (BigBookOptionsMode | Unset): The game mode ("Modes de jeu"): "normal", "terreur" or "cauchemar". Default:
                BigBookOptionsMode.NORMAL.
            players (int | Unset): Players (2-5). Default: 2.
    """

    difficulty: int | Unset = 1
    first_player: int | Unset = 0
    magicians: (
        list[
            Literal[
                "braise",
                "cendre",
                "gravier",
                "morgane",
                "nimbus",
                "ondine",
                "sylve",
                "zephyrine",
            ]
        ]
        | None
        | Unset
    ) = UNSET
    mode: BigBookOptionsMode | Unset = BigBookOptionsMode.NORMAL
    players: int | Unset = 2

    def to_dict(self) -> dict[str, Any]:
        difficulty = self.difficulty

        first_player = self.first_player

        magicians: (
            list[
                Literal[
                    "braise",
                    "cendre",
                    "gravier",
                    "morgane",
                    "nimbus",
                    "ondine",
                    "sylve",
                    "zephyrine",
                ]
            ]
            | None
            | Unset
        )
        if isinstance(self.magicians, Unset):
            magicians = UNSET
        elif isinstance(self.magicians, list):
            magicians = []
            for magicians_type_0_item_data in self.magicians:
                magicians_type_0_item: Literal[
                    "braise",
                    "cendre",
                    "gravier",
                    "morgane",
                    "nimbus",
                    "ondine",
                    "sylve",
                    "zephyrine",
                ]
                magicians_type_0_item = magicians_type_0_item_data
                magicians.append(magicians_type_0_item)

        else:
            magicians = self.magicians

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if magicians is not UNSET:
            field_dict["magicians"] = magicians
        if mode is not UNSET:
            field_dict["mode"] = mode
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        difficulty = d.pop("difficulty", UNSET)

        first_player = d.pop("first_player", UNSET)

        def _parse_magicians(
            data: object,
        ) -> (
            list[
                Literal[
                    "braise",
                    "cendre",
                    "gravier",
                    "morgane",
                    "nimbus",
                    "ondine",
                    "sylve",
                    "zephyrine",
                ]
            ]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                magicians_type_0 = []
                _magicians_type_0 = data
                for magicians_type_0_item_data in _magicians_type_0:

                    def _parse_magicians_type_0_item(
                        data: object,
                    ) -> Literal[
                        "braise",
                        "cendre",
                        "gravier",
                        "morgane",
                        "nimbus",
                        "ondine",
                        "sylve",
                        "zephyrine",
                    ]:
                        magicians_type_0_item_ondine = cast(Literal["ondine"], data)
                        if magicians_type_0_item_ondine != "ondine":
                            raise ValueError(
                                f"magicians_type_0_item_Ondine must match const 'ondine', got '{magicians_type_0_item_ondine}'"
                            )
                        return magicians_type_0_item_ondine
                        magicians_type_0_item_braise = cast(Literal["braise"], data)
                        if magicians_type_0_item_braise != "braise":
                            raise ValueError(
                                f"magicians_type_0_item_Braise must match const 'braise', got '{magicians_type_0_item_braise}'"
                            )
                        return magicians_type_0_item_braise
                        magicians_type_0_item_sylve = cast(Literal["sylve"], data)
                        if magicians_type_0_item_sylve != "sylve":
                            raise ValueError(
                                f"magicians_type_0_item_Sylve must match const 'sylve', got '{magicians_type_0_item_sylve}'"
                            )
                        return magicians_type_0_item_sylve
                        magicians_type_0_item_zé_phyrine = cast(
                            Literal["zephyrine"], data
                        )
                        if magicians_type_0_item_zé_phyrine != "zephyrine":
                            raise ValueError(
                                f"magicians_type_0_item_Zéphyrine must match const 'zephyrine', got '{magicians_type_0_item_zé_phyrine}'"
                            )
                        return magicians_type_0_item_zé_phyrine
                        magicians_type_0_item_morgane = cast(Literal["morgane"], data)
                        if magicians_type_0_item_morgane != "morgane":
                            raise ValueError(
                                f"magicians_type_0_item_Morgane must match const 'morgane', got '{magicians_type_0_item_morgane}'"
                            )
                        return magicians_type_0_item_morgane
                        magicians_type_0_item_cendre = cast(Literal["cendre"], data)
                        if magicians_type_0_item_cendre != "cendre":
                            raise ValueError(
                                f"magicians_type_0_item_Cendre must match const 'cendre', got '{magicians_type_0_item_cendre}'"
                            )
                        return magicians_type_0_item_cendre
                        magicians_type_0_item_gravier = cast(Literal["gravier"], data)
                        if magicians_type_0_item_gravier != "gravier":
                            raise ValueError(
                                f"magicians_type_0_item_Gravier must match const 'gravier', got '{magicians_type_0_item_gravier}'"
                            )
                        return magicians_type_0_item_gravier
                        magicians_type_0_item_nimbus = cast(Literal["nimbus"], data)
                        if magicians_type_0_item_nimbus != "nimbus":
                            raise ValueError(
                                f"magicians_type_0_item_Nimbus must match const 'nimbus', got '{magicians_type_0_item_nimbus}'"
                            )
                        return magicians_type_0_item_nimbus

                    magicians_type_0_item = _parse_magicians_type_0_item(
                        magicians_type_0_item_data
                    )

                    magicians_type_0.append(magicians_type_0_item)

                return magicians_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    Literal[
                        "braise",
                        "cendre",
                        "gravier",
                        "morgane",
                        "nimbus",
                        "ondine",
                        "sylve",
                        "zephyrine",
                    ]
                ]
                | None
                | Unset,
                data,
            )

        magicians = _parse_magicians(d.pop("magicians", UNSET))

        _mode = d.pop("mode", UNSET)
        mode: BigBookOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = BigBookOptionsMode(_mode)

        players = d.pop("players", UNSET)

        big_book_options = cls(
            difficulty=difficulty,
            first_player=first_player,
            magicians=magicians,
            mode=mode,
            players=players,
        )

        return big_book_options
