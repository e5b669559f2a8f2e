from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.legal_action import LegalAction
    from ..models.problem_errors_type_0_item import ProblemErrorsType0Item


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """A problem detail. `code` is the machine-readable reason; `rule` the rule that was broken;
    `legal_actions` what the seat may do instead (for illegal moves).

        Attributes:
            code (str): The machine-readable reason, stable across releases: one of the 328 codes in `x-problem-codes` (each
                with its statuses, meaning and the games whose rules raise it; docs/problems.md). Clients should treat an
                unknown code as its `status`.
            detail (str): What went wrong, in the request's language.
            status (int): The HTTP status code.
            title (str): A short summary of the problem.
            type_ (str): A URI naming the problem: `https://folie.dev/problems/<code>` (see `x-problem-codes`).
            current_version (int | None | Unset): The match's version now (a version conflict, 409); `null` otherwise.
            errors (list[ProblemErrorsType0Item] | None | Unset): Each invalid field with why (a request that does not
                validate, 400); `null` otherwise.
            legal_actions (list[LegalAction] | None | Unset): What the seat may do instead (an illegal move); `null`
                otherwise.
            rule (None | str | Unset): The rule id broken (e.g. "R-F-12", "H-5"); `null` when no rule was.
    """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | None | Unset = UNSET
    errors: list[ProblemErrorsType0Item] | None | Unset = UNSET
    legal_actions: list[LegalAction] | None | Unset = UNSET
    rule: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version: int | None | Unset
        if isinstance(self.current_version, Unset):
            current_version = UNSET
        else:
            current_version = self.current_version

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)

        else:
            errors = self.errors

        legal_actions: list[dict[str, Any]] | None | Unset
        if isinstance(self.legal_actions, Unset):
            legal_actions = UNSET
        elif isinstance(self.legal_actions, list):
            legal_actions = []
            for legal_actions_type_0_item_data in self.legal_actions:
                legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                legal_actions.append(legal_actions_type_0_item)

        else:
            legal_actions = self.legal_actions

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        else:
            rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.legal_action import LegalAction
        from ..models.problem_errors_type_0_item import ProblemErrorsType0Item

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_current_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_version = _parse_current_version(d.pop("current_version", UNSET))

        def _parse_errors(data: object) -> list[ProblemErrorsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in _errors_type_0:
                    errors_type_0_item = ProblemErrorsType0Item.from_dict(
                        errors_type_0_item_data
                    )

                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProblemErrorsType0Item] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))

        def _parse_legal_actions(data: object) -> list[LegalAction] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                legal_actions_type_0 = []
                _legal_actions_type_0 = data
                for legal_actions_type_0_item_data in _legal_actions_type_0:
                    legal_actions_type_0_item = LegalAction.from_dict(
                        legal_actions_type_0_item_data
                    )

                    legal_actions_type_0.append(legal_actions_type_0_item)

                return legal_actions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LegalAction] | None | Unset, data)

        legal_actions = _parse_legal_actions(d.pop("legal_actions", UNSET))

        def _parse_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            legal_actions=legal_actions,
            rule=rule,
        )

        problem.additional_properties = d
        return problem

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
