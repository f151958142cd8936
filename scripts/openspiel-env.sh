# Sourced by scripts/crosscheck-openspiel and scripts/speed-race: makes sure a Python
# virtual environment with OpenSpiel 2.0.2 (PyPI package `open-spiel`) exists under the
# cargo target directory, creating it on first use and reusing it afterwards, and sets
# OPENSPIEL_PY to its interpreter.
#
# Environment: PYTHON (default python3) creates the venv; CARGO_TARGET_DIR is honoured.

OPENSPIEL_VERSION=2.0.2
OPENSPIEL_VENV="${CARGO_TARGET_DIR:-target}/openspiel-venv"
OPENSPIEL_PY="$OPENSPIEL_VENV/bin/python"

openspiel_ready() {
    [ -x "$OPENSPIEL_PY" ] && "$OPENSPIEL_PY" - "$OPENSPIEL_VERSION" <<'PY' 2>/dev/null
import sys
from importlib.metadata import version
import pyspiel  # noqa: F401
sys.exit(0 if version("open-spiel") == sys.argv[1] else 1)
PY
}

if ! openspiel_ready; then
    echo "setting up $OPENSPIEL_VENV with open-spiel==$OPENSPIEL_VERSION ..." >&2
    "${PYTHON:-python3}" -m venv "$OPENSPIEL_VENV" || exit 3
    "$OPENSPIEL_PY" -m pip install --quiet --disable-pip-version-check \
        "open-spiel==$OPENSPIEL_VERSION" || {
        echo "error: could not install open-spiel==$OPENSPIEL_VERSION from PyPI" >&2
        exit 3
    }
    openspiel_ready || { echo "error: pyspiel does not import" >&2; exit 3; }
fi
