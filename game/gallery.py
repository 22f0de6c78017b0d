"""``python -m game gallery --out DIR [--lang it]``: PNG sheets of every card, tile and die face of every game.

For each game of the menu it renders its presentation's card faces at hand size (pages of 40), an
enlarged sheet of one face per kind, and the backs; then the shared art: dice, shields,
tokens and the board pieces. Headless (no window needed).
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable
from pathlib import Path

PER_PAGE = 40
COLUMNS = 10


def _init() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def _sheet(width: int, height: int, title: str):
    import pygame

    from game.ui.art import boards
    from game.ui.art.theme import table_background

    sheet = pygame.Surface((width, height))
    sheet.blit(pygame.transform.smoothscale(table_background((1600, 900)), (width, height)), (0, 0))
    boards.draw_ribbon(sheet, pygame.Rect(width // 2 - 300, 14, 600, 46), title)
    return sheet


def _grid(images: list, title: str, columns: int = COLUMNS, gap: int = 14):
    """Lay ``images`` out in a grid under a title ribbon."""
    cw = max(img.get_width() for img in images)
    ch = max(img.get_height() for img in images)
    cols = min(columns, len(images))
    rows = (len(images) + cols - 1) // cols
    width = max(660, 40 + cols * (cw + gap))
    height = 90 + rows * (ch + gap) + 30
    sheet = _sheet(width, height, title)
    x0 = (width - cols * (cw + gap) + gap) // 2
    for i, img in enumerate(images):
        r, c = divmod(i, cols)
        rect = img.get_rect(center=(x0 + c * (cw + gap) + cw // 2, 84 + r * (ch + gap) + ch // 2))
        sheet.blit(img, rect)
    return sheet


def _save(sheet, path: Path, written: list[Path]) -> None:
    """PNG through Pillow at a light compression level (several times faster than the default)."""
    import pygame
    from PIL import Image

    Image.frombytes("RGB", sheet.get_size(), pygame.image.tobytes(sheet, "RGB")).save(path, compress_level=3)
    written.append(path)


def _game_sheets(spec, out: Path, written: list[Path]) -> bool:
    """Sheets of one game's faces (from its presentation); False when it has none."""
    from game.ui.presentation import presentation_of

    game_id = spec.id
    card_specs = presentation_of(spec).card_specs
    specs = list(card_specs()) if card_specs is not None else []
    if not specs:
        print(f"gallery: {game_id}: no card faces, skipped")
        return False
    from game.i18n import _
    from game.ui.art.cards import card_back, render_card

    name = _(spec.name)
    pages = [specs[i : i + PER_PAGE] for i in range(0, len(specs), PER_PAGE)]
    for n, page in enumerate(pages, 1):
        imgs = [render_card(s, "hand") for s in page]
        title = f"{name} · {len(specs)} · {n}/{len(pages)}"
        _save(_grid(imgs, title), out / f"{game_id}-faces-{n}.png", written)
    chosen: dict[object, object] = {}
    for s in specs:  # one face of every kind first, then of every type line, up to 8
        chosen.setdefault(("kind", s.kind, s.shape, s.back), s)
    for s in specs:
        chosen.setdefault(("sub", s.subtitle, s.shape), s)
    distinct = list(dict.fromkeys(chosen.values()))[:8]
    large = [render_card(s, "large") for s in distinct]
    _save(_grid(large, " · ".join((name, _("inspect view"))), columns=4), out / f"{game_id}-large.png", written)
    backs = []
    for style in dict.fromkeys(s.back for s in specs):
        shape = next(s.shape for s in specs if s.back == style)
        backs.append(card_back(game_id, "hand" if shape == "card" else 130, style, shape=shape))
    _save(_grid(backs, " · ".join((name, _("backs")))), out / f"{game_id}-backs.png", written)
    return True


def _dice_sheet(out: Path, written: list[Path]) -> None:
    from game.i18n import _
    from game.ui.art.dice import DIE_FACES, render_die

    imgs = []
    for colour in ("red", "black", "white"):
        for face in DIE_FACES[colour]:
            imgs.append(render_die(colour, face, 72))
        imgs.append(render_die(colour, "star", 72, active=True))
    for colour in ("red", "black", "white"):
        imgs.append(render_die(colour, DIE_FACES[colour][3], 40))
    _save(_grid(imgs, _("Dice"), columns=7), out / "dice.png", written)


def _shields_sheet(out: Path, written: list[Path]) -> None:
    from game.i18n import _
    from game.ui.art.heraldry import CHARGE_ARMS, arms_for_seat, knight_arms, render_shield

    tournament = list(CHARGE_ARMS.values())
    imgs = [render_shield(a, 96) for a in tournament]
    imgs += [render_shield(arms_for_seat(i), 96) for i in range(6)]
    names: list[str] = []
    try:
        from game.games.glory.content import KNIGHT_LIST

        names = [k.name for k in KNIGHT_LIST]
    except (ImportError, AttributeError):
        names = ["Jacques de Lalaing", "Zawisza Czarny", "Władysław II Jagiełło", "Jan Žižka"]
    imgs += [render_shield(knight_arms(n), 96) for n in names]
    _save(_grid(imgs, _("Heraldry"), columns=10), out / "shields.png", written)


def _tokens_sheet(out: Path, written: list[Path]) -> None:
    from game.i18n import _
    from game.ui.art.theme import player_badge
    from game.ui.art.tokens import PRESTIGE, TOKENS, glory_marker, pawn, render_token

    imgs = [render_token(k, 64) for k in TOKENS]
    imgs += [render_token("prestige", 64, colour=c) for c in PRESTIGE]
    imgs += [render_token("prestige", 64, colour=c, active=False) for c in PRESTIGE]
    imgs += [
        render_token("plus", 64, value="+1"),
        render_token("minus", 64, value="-1"),
        render_token("coin", 64, value=5),
    ]
    imgs += [player_badge(i, 56) for i in range(6)]
    imgs += [pawn(i, 64) for i in range(6)]
    imgs += [glory_marker(i, 40) for i in range(6)]
    _save(_grid(imgs, _("Tokens"), columns=10), out / "tokens.png", written)


def _boards_sheet(out: Path, written: list[Path]) -> None:
    import pygame

    from game.i18n import _, ngettext
    from game.ui.art import boards
    from game.ui.art.heraldry import Arms, arms_for_seat, render_shield
    from game.ui.art.theme import draw_button, draw_panel

    sheet = _sheet(1600, 900, _("Boards and theme"))
    board = boards.board_surface((980, 780))
    sheet.blit(board, (20, 90))
    boards.draw_track(sheet, (50, 120, 920, 110), 40, 20, {0: [0, 1], 7: [2], 12: [3]})
    for i, (ic, label, cost) in enumerate(
        [
            ("crossroad", _("Travel Plans"), "—"),
            ("shop", _("Market"), ngettext("{n} coin", "{n} coins", 3).format(n=3)),
            ("meeple-group", _("Support"), ""),
            ("trumpet", _("Herald"), ngettext("{n} coin", "{n} coins", 1).format(n=1)),
        ]
    ):
        boards.draw_action_space(sheet, (50 + i * 130, 250, 120, 110), ic, label, cost, occupant=i if i % 2 else None)
    boards.draw_slot(sheet, (580, 250, 90, 110), "mounted-knight", _("Knight"))
    boards.draw_slot(sheet, (680, 250, 90, 110), "castle", _("Mission"), highlight=True)
    boards.draw_town(
        sheet, (790, 260, 170, 60), _("Florence"), Arms("argent", "fleur", "plain", charge_tincture="gules")
    )
    rows = boards.bracket_slots((60, 380, 900, 470), 8, (70, 70))
    boards.draw_bracket(sheet, rows)
    for r, row in enumerate(rows):
        for i, rect in enumerate(row):
            if r == 0:
                sheet.blit(render_shield(arms_for_seat(i % 6), 56), rect.move(7, 2))
            else:
                boards.draw_slot(sheet, rect, "laurels" if r == len(rows) - 1 else None)
    draw_panel(sheet, (1030, 90, 540, 380))
    draw_panel(sheet, (1030, 490, 540, 230), "parchment")
    for i, st in enumerate(("normal", "hover", "pressed", "selected", "disabled")):
        draw_button(
            sheet,
            pygame.Rect(1060 + (i % 2) * 250, 120 + (i // 2) * 70, 230, 52),
            st.title(),
            st,
            "crossed-swords" if i == 1 else None,
        )
    from game.ui.art import fonts

    fonts.draw_text(sheet, "Władysław · Sędziwój · Žižka · perché è così", (1060, 520), "text", 24, (43, 30, 20))
    fonts.draw_text(sheet, "CINZEL: ŁĘŻŹŚĆŃ ČŘŠŽ ÀÈÉÌÒÙ", (1060, 560), "title_bold", 24, (43, 30, 20))
    fonts.draw_text(sheet, "Cavalieri e dame, giostre e tornei.", (1060, 600), "italic", 24, (43, 30, 20))
    _save(sheet, out / "boards-theme.png", written)


def _samples_sheet(out: Path, written: list[Path]) -> None:
    from game.i18n import _
    from game.ui.art.cards import render_card
    from game.ui.art.samples import sample_specs

    specs = sample_specs()
    _save(
        _grid([render_card(s, "hand") for s in specs], _("Card anatomy"), columns=12), out / "samples-hand.png", written
    )
    _save(
        _grid([render_card(s, "large") for s in specs[:8]], _("Card anatomy"), columns=4),
        out / "samples-large.png",
        written,
    )


def run_gallery(out_dir: str | Path, games: list[str] | None = None, lang: str = "en") -> int:
    """Render every sheet into ``out_dir`` in ``lang`` (``games``: only those games' sheets, by id;
    default every game of the menu); prints each file; returns 0, or 1 if any sheet failed."""
    from game.core.registry import all_games, get
    from game.i18n import set_language

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    _init()
    set_language(lang)
    written: list[Path] = []
    failures = 0
    specs = [get(g) for g in games] if games is not None else all_games()
    steps: list[tuple[str, Callable[[], object]]] = [(s.id, lambda s=s: _game_sheets(s, out, written)) for s in specs]
    steps += [
        ("dice", lambda: _dice_sheet(out, written)),
        ("shields", lambda: _shields_sheet(out, written)),
        ("tokens", lambda: _tokens_sheet(out, written)),
        ("boards", lambda: _boards_sheet(out, written)),
        ("samples", lambda: _samples_sheet(out, written)),
    ]
    for name, step in steps:
        try:
            step()
        except Exception:  # noqa: BLE001 - report every broken sheet, keep rendering the others
            failures += 1
            print(f"gallery: {name} failed:")
            traceback.print_exc()
    for path in written:
        print(path)
    return 1 if failures else 0
