"""Dev-time tool: copy the game-icons we use from the @iconify-json/game-icons npm package.

Usage (from the repo root, after ``npm pack @iconify-json/game-icons`` and extracting it)::

    python assets/icons/extract_icons.py path/to/package/icons.json

It writes one ``<name>.svg`` per name in ``ICONS.txt`` (white fill, 512×512 viewBox). The runtime never
reads the npm package; it only loads the SVG files in this folder. Credit: see CREDITS.md.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(icons_json: str) -> int:
    data = json.loads(Path(icons_json).read_text(encoding="utf-8"))
    icons, aliases = data["icons"], data.get("aliases", {})
    width, height = data.get("width", 512), data.get("height", 512)
    wanted = [w.strip() for w in (HERE / "ICONS.txt").read_text().split() if w.strip()]
    missing = []
    for name in wanted:
        entry = icons.get(name) or icons.get(aliases.get(name, {}).get("parent", ""))
        if entry is None:
            missing.append(name)
            continue
        body = entry["body"].replace('fill="currentColor"', 'fill="#ffffff"')
        w, h = entry.get("width", width), entry.get("height", height)
        svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{body}</svg>\n'
        (HERE / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(wanted) - len(missing)} icons; missing: {' '.join(missing) or 'none'}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
