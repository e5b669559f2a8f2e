from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryExplorer")


@_attrs_define
class FarCryExplorer:
    """A character's token, dials and gains during the exploration (EX-7, EX-8: no talents, weapons or
    items). `madness` counts the pirates' successes (MD-14): the save's counter moves by it at the end.

        Attributes:
            at (str): The cell it stands on, as `"x,y"`, or a secret place's id.
            character (str): The character's id.
            done (bool): Step 5 finished this round (EX-15). Default: False.
            hp (int): Health points left.
            madness (int): The pirates' successes, moving the save's madness counter at the end (MD-14). Default: 0.
            max_hp (int): Maximum health points.
            mp (int): Movement points left for the exploration.
            revealed (bool): Step 1 already used this round (EX-11). Default: False.
            seat (int): The seat playing it (0-based).
            xp (int): Experience points gained. Default: 0.
    """

    at: str
    character: str
    hp: int
    max_hp: int
    mp: int
    seat: int
    done: bool = False
    madness: int = 0
    revealed: bool = False
    xp: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        character = self.character

        done = self.done

        hp = self.hp

        madness = self.madness

        max_hp = self.max_hp

        mp = self.mp

        revealed = self.revealed

        seat = self.seat

        xp = self.xp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "done": done,
                "hp": hp,
                "madness": madness,
                "max_hp": max_hp,
                "mp": mp,
                "revealed": revealed,
                "seat": seat,
                "xp": xp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        character = d.pop("character")

        done = d.pop("done")

        hp = d.pop("hp")

        madness = d.pop("madness")

        max_hp = d.pop("max_hp")

        mp = d.pop("mp")

        revealed = d.pop("revealed")

        seat = d.pop("seat")

        xp = d.pop("xp")

        far_cry_explorer = cls(
            at=at,
            character=character,
            done=done,
            hp=hp,
            madness=madness,
            max_hp=max_hp,
            mp=mp,
            revealed=revealed,
            seat=seat,
            xp=xp,
        )

        far_cry_explorer.additional_properties = d
        return far_cry_explorer

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
