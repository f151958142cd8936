"""What the learning environments' ``render`` returns, for both of them."""

from typing import Optional

from ._sowing import Position

#: The render modes of :mod:`sowing.pettingzoo` and :mod:`sowing.gymnasium`.
RENDER_MODES = ["ansi", "svg"]


def render(position: Position, mode: Optional[str]) -> Optional[str]:
    """The text board (``"ansi"``), the SVG picture (``"svg"``), or None."""
    if mode == "ansi":
        return str(position)
    if mode == "svg":
        return position.svg()
    return None
