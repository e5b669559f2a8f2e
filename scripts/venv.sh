# Sourced by scripts/serve and scripts/test: make .venv with Python >= 3.11 and a quiet pip.
PYTHON=${PYTHON:-python3}
"$PYTHON" - <<'PY' || { echo "Folie needs Python >= 3.11 (set PYTHON=...)" >&2; exit 1; }
import sys
sys.exit(0 if sys.version_info >= (3, 11) else 1)
PY
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
pip_install() { .venv/bin/python -m pip install --quiet --disable-pip-version-check "$@"; }
# install_locked service|test: the pinned, hash-checked dependencies of lock/<kind>.txt (scripts/lock makes
# them from pyproject.toml), then Folie itself, editable, without resolving anything. Skipped when .venv
# already holds this lock and this pyproject.toml (a stamp file keyed by their hash).
install_locked() {
    local lock="lock/$1.txt" stamp
    stamp=".venv/.folie-$1-lock-$(cat "$lock" pyproject.toml | { sha256sum 2>/dev/null || shasum -a 256; } | cut -c1-16)"
    [ -e "$stamp" ] && return 0
    pip_install --require-hashes -r "$lock"
    pip_install --no-deps -e .
    rm -f .venv/.folie-*-lock-*
    touch "$stamp"
}
