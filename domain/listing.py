"""What a legal-action listing accepts: a checker and a random sampler over the contract alone.

This is the code a front end would copy to build a command from ``legal_actions`` without knowing
the game: :func:`outside` says why a value falls outside a :class:`Param` (``None``: it is inside,
and ``decide`` accepts it), :func:`sample` draws a value inside it, :func:`fill` a whole command body.
"""

from __future__ import annotations

from typing import Any

from domain.contract import Choice, LegalAction, Param
from domain.rng import Rng

ATTEMPTS = 64
"""Draws :func:`sample` tries before it decides the listing cannot be met (an engine bug)."""


def constrained(param: Param) -> bool:
    """Whether ``param`` states more than a count of distinct choices."""
    return param.total_min is not None or param.total_max is not None or param.same_group or bool(param.each_group)


def outside(param: Param, value: Any) -> str | None:
    """Why ``value`` is not what ``param`` accepts, or ``None`` when it is."""
    by_value = {choice.value: choice for choice in param.choices}
    if not param.many:
        if isinstance(value, list) or value not in by_value:
            return f"{param.name}: {value!r} is not one of the listed choices"
        return _constraints(param, [by_value[value]])
    if not isinstance(value, list):
        return f"{param.name}: a list of values is expected"
    if len(set(value)) != len(value):
        return f"{param.name}: a value appears twice"
    unknown = [v for v in value if v not in by_value]
    if unknown:
        return f"{param.name}: {unknown[0]!r} is not one of the listed choices"
    if not param.min <= len(value) <= param.max:
        return f"{param.name}: {len(value)} values, between {param.min} and {param.max} expected"
    return _constraints(param, [by_value[v] for v in value])


def _constraints(param: Param, chosen: list[Choice]) -> str | None:
    total = sum(choice.amount or 0 for choice in chosen)
    if param.total_min is not None and total < param.total_min:
        return f"{param.name}: total {total}, at least {param.total_min} expected"
    if param.total_max is not None and total > param.total_max:
        return f"{param.name}: total {total}, at most {param.total_max} expected"
    groups = {choice.group for choice in chosen}
    if param.same_group and (len(groups) > 1 or None in groups):
        return f"{param.name}: the values must all share one group"
    missing = [group for group in param.each_group if group not in groups]
    if missing:
        return f"{param.name}: no value of group {missing[0]!r}"
    return None


def sample(param: Param, rng: Rng) -> Any:
    """A random value that ``param`` accepts. Without constraints it draws a count between ``min``
    and ``max`` and then that many distinct choices (as bots always did, same draws); with them, it
    builds a candidate (a group, one of each required group, choices added until the total is met)
    and keeps the first one :func:`outside` passes. ``ValueError`` if none turns up: the listing
    promises a value it cannot deliver."""
    if not constrained(param):
        return _plain(param, rng)
    for _ in range(ATTEMPTS):
        candidate = _candidate(param, rng)
        if candidate is not None and outside(param, candidate) is None:
            return candidate
    raise ValueError(f"no value meets the listing of {param.name!r}")


def fill(action: LegalAction, rng: Rng) -> dict[str, Any]:
    """A command body for ``action``: its fixed fields and a sampled value for each parameter."""
    body: dict[str, Any] = {"action": action.action, **action.fixed}
    for param in action.params:
        body[param.name] = sample(param, rng)
    return body


def _plain(param: Param, rng: Rng) -> Any:
    values = [choice.value for choice in param.choices]
    if not param.many:
        return rng.choice(values)
    high = min(param.max, len(values))
    low = min(param.min, high)
    return rng.sample(values, rng.between(low, high))


def _candidate(param: Param, rng: Rng) -> Any:
    pool = list(param.choices)
    if param.same_group:
        groups = sorted({c.group for c in pool if c.group is not None and _reachable(param, _of(pool, c.group))})
        if not groups:
            return None
        pool = _of(pool, rng.choice(groups))
    if not param.many:
        return rng.choice(pool).value
    chosen: list[Choice] = []
    for group in param.each_group:
        members = [c for c in _of(pool, group) if c not in chosen]
        if not members:
            return None
        chosen.append(rng.choice(members))
    rest = rng.shuffled([c for c in pool if c not in chosen])
    high = min(param.max, len(chosen) + len(rest))
    low = min(max(param.min, len(chosen)), high)
    target = rng.between(low, high)
    while len(chosen) < target:
        chosen.append(rest.pop())
    while param.total_min is not None and _total(chosen) < param.total_min and rest and len(chosen) < high:
        chosen.append(rest.pop())
    return [c.value for c in rng.shuffled(chosen)]


def _of(pool: list[Choice], group: str) -> list[Choice]:
    return [c for c in pool if c.group == group]


def _total(chosen: list[Choice]) -> int:
    return sum(c.amount or 0 for c in chosen)


def _reachable(param: Param, pool: list[Choice]) -> bool:
    """Whether the total of all of ``pool`` can reach ``total_min`` with at least ``min`` choices."""
    if len(pool) < param.min:
        return False
    return param.total_min is None or sum(max(c.amount or 0, 0) for c in pool) >= param.total_min
