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

T = TypeVar("T", bound="FarCryAnswerOffer")


@_attrs_define
class FarCryAnswerOffer:
    """The receiving seat accepts or declines a Give (R-F-49).

    Attributes:
        accept (bool): True to accept the offer.
        action (Literal['answer_offer']): The command's action, always `answer_offer` here (a `LegalAction`'s `action`).
        character (str): The character answering (the one offered).
    """

    accept: bool
    action: Literal["answer_offer"]
    character: str

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        action = self.action

        character = self.character

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accept": accept,
                "action": action,
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accept = d.pop("accept")

        action = cast(Literal["answer_offer"], d.pop("action"))
        if action != "answer_offer":
            raise ValueError(f"action must match const 'answer_offer', got '{action}'")

        character = d.pop("character")

        far_cry_answer_offer = cls(
            accept=accept,
            action=action,
            character=character,
        )

        return far_cry_answer_offer
