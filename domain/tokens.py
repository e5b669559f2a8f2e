"""Credentials: seat, creator and spectator tokens (by hash only), their rotation, revocation and
expiry, and invitations that seat one player each. Never part of the game, never undone."""

from __future__ import annotations

import hmac

from domain.contract import Event, RuleViolation
from domain.match_events import InvitationAccepted, InvitationIssued, TokenIssued, TokenRevoked, TokenScope
from domain.match_state import Match

MAX_SPECTATOR_TOKENS = 32
MAX_RETIRED_TOKENS = 256
"""Hashes of rotated or revoked tokens a match keeps (the newest), so their holders are told
``token_revoked``; an older one is refused all the same, as a plain ``invalid_token``. Bounded so
that a match's state (its snapshots, its cold load) does not grow with every token ever retired."""


def token_id(token_hash: str) -> str:
    """A short public name for a token (a prefix of its hash), to list and revoke it."""
    return token_hash[:16]


def live_tokens(match: Match) -> list[tuple[TokenScope, int | None, str]]:
    """Every working token of ``match`` as ``(scope, seat, hash)`` (expiry is not checked here)."""
    out: list[tuple[TokenScope, int | None, str]] = [
        ("seat", seat, digest) for seat, digest in enumerate(match.seat_tokens) if digest
    ]
    if match.creator_token:
        out.append(("creator", None, match.creator_token))
    out.extend(("spectator", None, digest) for digest in match.spectator_tokens)
    return out


def decide_issue_token(
    match: Match, scope: TokenScope, seat: int | None, token_hash: str, expires_at: float | None, now: float
) -> list[Event]:
    """Issue (or, for a seat or the creator, rotate) a token; raises :class:`RuleViolation`."""
    if scope == "seat":
        if seat is None or not 0 <= seat < match.seats:
            raise RuleViolation(
                "invalid_seat", f"A seat token needs a seat between 0 and {match.seats - 1}.", status=422
            )
    elif seat is not None:
        raise RuleViolation("invalid_seat", f"A {scope} token is not for a seat; omit 'seat'.", status=422)
    if scope == "spectator" and len(match.spectator_tokens) >= MAX_SPECTATOR_TOKENS:
        raise RuleViolation(
            "too_many_tokens",
            f"A match has at most {MAX_SPECTATOR_TOKENS} spectator tokens; revoke one first.",
            status=422,
        )
    if expires_at is not None and expires_at <= now:
        raise RuleViolation("invalid_expiry", "A token must expire in the future.", status=422)
    return [TokenIssued(scope=scope, token_hash=token_hash, seat=seat, expires_at=expires_at)]


def decide_revoke_token(match: Match, name: str) -> list[Event]:
    """Revoke the live token whose :func:`token_id` is ``name``; raises :class:`RuleViolation`."""
    for _, _, digest in live_tokens(match):
        if token_id(digest) == name:
            return [TokenRevoked(token_hash=digest)]
    raise RuleViolation("token_not_found", f"No live token {name[:32]!r} in this match.", status=404)


def fold_issued(match: Match, event: TokenIssued) -> None:
    if event.scope == "seat" and event.seat is not None:
        retired = match.invitations.get(event.seat, "")
        if retired:  # a seat token issued by the creator takes the seat: its invitation is void
            match.invitations = {seat: code for seat, code in match.invitations.items() if seat != event.seat}
            match.used_invitations = [*match.used_invitations, retired]
        old = match.seat_tokens[event.seat]
        match.seat_tokens = [*match.seat_tokens]
        match.seat_tokens[event.seat] = event.token_hash
    elif event.scope == "creator":
        old = match.creator_token
        match.creator_token = event.token_hash
    else:
        old = ""
        match.spectator_tokens = [*match.spectator_tokens, event.token_hash]
    if old:
        match.retired_tokens = [*match.retired_tokens, old][-MAX_RETIRED_TOKENS:]
        match.token_expiry.pop(old, None)
    if event.expires_at is not None:
        match.token_expiry[event.token_hash] = event.expires_at


def decide_invite(match: Match, seat: int, code_hash: str) -> list[Event]:
    """A new invitation for ``seat`` (the creator lost the link, or a player left for good)."""
    if not 0 <= seat < match.seats:
        raise RuleViolation("invalid_seat", f"Seats are numbered 0 to {match.seats - 1}.", status=422)
    return [InvitationIssued(seat=seat, code_hash=code_hash)]


def decide_join(match: Match, code_hash: str, token_hash: str) -> list[Event]:
    """Seat the holder of an invitation; raises :class:`RuleViolation` for a used or unknown one.

    ``code_hash`` was compared in constant time by the caller (it found the seat through
    :func:`invitation_seat`)."""
    seat = invitation_seat(match, code_hash)
    if seat is None:
        if code_hash in match.used_invitations:
            raise RuleViolation(
                "invitation_used",
                "This invitation was already used (or replaced by a newer one); ask the match's creator for a new one.",
                rule="Folie: an invitation seats one player, once",
                status=409,
            )
        raise RuleViolation("invitation_not_found", "No open invitation with this code in this match.", status=404)
    return [InvitationAccepted(seat=seat, code_hash=code_hash, token_hash=token_hash)]


def invitation_seat(match: Match, code_hash: str) -> int | None:
    """The seat an open invitation is for (every hash compared, in constant time)."""
    found = None
    for seat, stored in match.invitations.items():
        if hmac.compare_digest(stored, code_hash):
            found = seat
    return found


def fold_invitation(match: Match, event: InvitationIssued | InvitationAccepted) -> None:
    old = match.invitations.get(event.seat, "")
    match.invitations = {seat: code for seat, code in match.invitations.items() if seat != event.seat}
    if old:
        match.used_invitations = [*match.used_invitations, old]
    if isinstance(event, InvitationIssued):
        match.invitations[event.seat] = event.code_hash
    else:
        fold_issued(match, TokenIssued(scope="seat", token_hash=event.token_hash, seat=event.seat))


def fold_revoked(match: Match, event: TokenRevoked) -> None:
    digest = event.token_hash
    match.seat_tokens = ["" if stored == digest else stored for stored in match.seat_tokens]
    if match.creator_token == digest:
        match.creator_token = ""
    match.spectator_tokens = [stored for stored in match.spectator_tokens if stored != digest]
    match.token_expiry.pop(digest, None)
    match.retired_tokens = [*match.retired_tokens, digest][-MAX_RETIRED_TOKENS:]
