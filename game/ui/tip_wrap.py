"""A tooltip line that just fits its width is followed by an empty line in pygame_gui: the line's break
(a few px wide) no longer fits on the row and wraps alone onto the next. ``stray_break`` finds that
row, so the tooltip can be made again a little wider."""

from __future__ import annotations

from typing import Any

from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect

WIDEN = 8  # px added to a tooltip's wrap width when a line break wrapped alone


def stray_break(tip: Any) -> bool:
    """True when a row of ``tip``'s text holds only a line break that the row before did not end with."""
    layout = getattr(getattr(tip, "text_block", None), "text_box_layout", None)
    if layout is None:
        return False
    rows = layout.layout_rows
    for before, row in zip(rows, rows[1:]):
        lone = len(row.items) == 1 and isinstance(row.items[0], LineBreakLayoutRect)
        if lone and before.items and not isinstance(before.items[-1], LineBreakLayoutRect):
            return True
    return False
