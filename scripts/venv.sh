# Sourced by scripts/serve and scripts/test: make .venv with Python >= 3.11 and a quiet pip.
PYTHON=${PYTHON:-python3}
"$PYTHON" - <<'PY' || { echo "Folie needs Python >= 3.11 (set PYTHON=...)" >&2; exit 1; }
import sys
sys.exit(0 if sys.version_info >= (3, 11) else 1)
PY
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
pip_install() { .venv/bin/python -m pip install --quiet --disable-pip-version-check "$@"; }
