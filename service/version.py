"""Folie's version: the package's, ``folie --version``'s and the API document's (``GET /version``).

The scheme (CHANGELOG.md): ``MAJOR.MINOR.PATCH``. While MAJOR is 0, MINOR grows for anything a client or a
stored match may notice (an API change, a new game or rules version, an event's ``schema_version``) and
PATCH for the rest. Each game's engine pins its own ``rules_version``, recorded on every match it creates.
"""

from __future__ import annotations

__version__ = "0.3.0"
