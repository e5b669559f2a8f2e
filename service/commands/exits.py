"""Exit statuses shared by every ``folie`` command (the table is in the README's *Command line*).

* ``OK`` 0: done;
* ``FAILED`` 1: the command ran and the answer is no: findings (``verify``), a refused query, an export
  or report that failed (nothing written);
* ``USAGE`` 2: it could not start: a bad argument (unknown game, dimension or report, as argparse's
  own errors), or the store or analytics file cannot be opened.
"""

from __future__ import annotations

OK = 0
FAILED = 1
USAGE = 2
UNAVAILABLE = 2
