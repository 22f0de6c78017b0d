"""The main menu: the games (art, name, one-line pitch), Continue, Load, Rules, Statistics, Settings, About, Quit."""

from __future__ import annotations

from typing import Any

import pygame

from game import __version__, i18n
from game.core.registry import GameSpec, all_games
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.presentation import DEFAULT_ACCENT, DEFAULT_EMBLEM, presentation_of
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes import menu_cache, persist
from game.ui.scenes.base import ShellScene
from game.ui.scenes.menu_cache import MenuEntry
from game.ui.widgets import style

TILE_W, TILE_H, TILE_GAP, TILE_Y = 330, 466, 30, 196
NOTICE_AREA = pygame.Rect(100, 800, LOGICAL_SIZE[0] - 200, 60)  # the app's notices (a broken settings file, ...)


def game_art(entry: MenuEntry) -> tuple[str, tuple[int, int, int]]:
    """(emblem, accent colour) of a game's tile (from its presentation, kept in the menu entry)."""
    return entry.icon or DEFAULT_EMBLEM, entry.accent or DEFAULT_ACCENT


def menu_entry(spec: GameSpec) -> MenuEntry:
    """What the menu shows of ``spec``: its name, pitch, players and its presentation's emblem."""
    p = presentation_of(spec)
    return MenuEntry(spec.id, spec.name, spec.pitch, tuple(spec.players), p.emblem, tuple(p.accent)[:3])


def menu_entries() -> list[MenuEntry]:
    """The menu's games in their presentations' order, from the cache when nothing changed (no game
    import), else from the registry."""
    fp = menu_cache.fingerprint("*")
    cached = menu_cache.load_entries(fp)
    if cached is not None:
        return cached
    specs = sorted(all_games(), key=lambda s: (presentation_of(s).order, s.id))
    entries = [menu_entry(s) for s in specs]
    menu_cache.save_entries(fp, entries)
    return entries


def players_label(counts: tuple[int, ...]) -> str:
    lo, hi = min(counts), max(counts)
    if lo == hi:
        return ngettext("{n} player", "{n} players", lo).format(n=lo)
    return _("{lo}–{hi} players").format(lo=lo, hi=hi)


def render_tile(spec: MenuEntry, hover: bool) -> pygame.Surface:
    """A game's tile: art banner, name, player count and pitch (pre-rendered once per language)."""
    icon_name, accent = game_art(spec)
    surf = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
    rect = surf.get_rect()
    theme = style._art("theme")
    try:
        theme.draw_panel(surf, rect, "parchment", border=False)  # type: ignore[union-attr]
    except Exception:  # noqa: BLE001 - no art theme: plain parchment
        pygame.draw.rect(surf, style.PARCHMENT, rect, border_radius=14)
    banner = pygame.Rect(10, 10, TILE_W - 20, 176)
    top = tuple(min(255, int(c * 1.25) + 10) for c in accent)
    for y in range(banner.height):
        t = y / banner.height
        c = tuple(int(top[i] + (accent[i] * 0.55 - top[i]) * t) for i in range(3))
        pygame.draw.line(surf, c, (banner.x, banner.y + y), (banner.right - 1, banner.y + y))
    mask = pygame.Surface(banner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    cut = surf.subsurface(banner).copy()
    cut.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surf, style.PARCHMENT, banner)
    surf.blit(cut, banner)
    # a soft glow and the emblem on a shield
    glow = pygame.Surface((180, 180), pygame.SRCALPHA)
    for r in range(90, 0, -6):
        pygame.draw.circle(glow, (255, 240, 200, int(50 * (1 - r / 90))), (90, 90), r)
    surf.blit(glow, glow.get_rect(center=banner.center))
    sh = style.shield(112, style.shade(accent, 0.7))
    surf.blit(sh, sh.get_rect(center=banner.center))
    ico = style.icon(icon_name, 78, style.PARCHMENT)
    if ico is not None:
        surf.blit(ico, ico.get_rect(center=(banner.centerx, banner.centery - 6)))
    else:
        style.blit_text(
            surf, _(spec.name)[:1], (banner.centerx, banner.centery - 6), "title", 64, style.PARCHMENT, "center"
        )
    pygame.draw.rect(surf, style.GOLD if hover else style.GOLD_DARK, rect, 4 if hover else 3, border_radius=14)
    pygame.draw.line(surf, style.GOLD_DARK, (30, 196), (TILE_W - 30, 196), 1)
    with text_fit.where("menu"):
        text_fit.draw(
            surf, _(spec.name), pygame.Rect(15, 199, TILE_W - 30, 52), "title", 34, style.CRIMSON_DARK, min_size=18
        )
        text_fit.draw(
            surf, players_label(spec.players), pygame.Rect(15, 248, TILE_W - 30, 26), "text", 20, style.INK_SOFT
        )
        text_fit.draw(
            surf,
            _(spec.pitch),
            pygame.Rect(22, 278, TILE_W - 44, 112),
            "text",
            21,
            style.INK,
            valign="top",
            min_size=17,
        )
    return surf


class MainMenuScene(ShellScene):
    """On a start with a saved first frame the menu shows that picture at once and builds its
    widgets on the next frame (pygame_gui, its theme and fonts take a few hundred milliseconds)."""

    name = "menu"
    escape_pops = False

    def rebuild(self) -> None:
        self._prepare()
        first = self._first_frame_key()
        fast = not self.has_gui and not getattr(self.app, "headless", False) and not self.notices
        picture = menu_cache.load_first_frame(first, LOGICAL_SIZE) if fast else None
        if picture is not None:
            self._picture = picture.convert() if pygame.display.get_surface() is not None else picture
            return
        self._picture = None
        super().rebuild()
        self._save_first_frame(first)

    def _first_frame_key(self) -> str:
        import hashlib

        auto = self.auto
        state = "none" if auto is None else f"{auto.error}|{auto.game_name}|{persist.when(auto.saved_at)}"
        return hashlib.sha1(f"{self._fp}|{state}".encode()).hexdigest()[:40]

    def _save_first_frame(self, key: str) -> None:
        """The menu as it first appears (no hover), for the next start's first frame."""
        picture = self.static_layer().copy()
        self._draw_caption(picture, notices=False)
        self.gui.manager.update(0.0)  # the buttons' first images, as the first real frame draws them
        self.gui.manager.draw_ui(picture)
        menu_cache.save_first_frame(key, picture)

    def update(self, dt: float) -> None:
        if self._picture is not None and self.app.frames >= 1:
            self._picture = None  # the picture was on screen: now the real widgets
            ShellScene.rebuild(self)

    def _prepare(self) -> None:
        """What the menu knows before its widgets exist: the games, the tiles, the autosave."""
        self.games = menu_entries()
        self._tiles: dict[tuple[str, bool], pygame.Surface] = {}
        self.hover_tile = -1
        n = max(1, len(self.games))
        total = n * TILE_W + (n - 1) * TILE_GAP
        x0 = (LOGICAL_SIZE[0] - total) // 2
        self.tile_rects = [pygame.Rect(x0 + i * (TILE_W + TILE_GAP), TILE_Y, TILE_W, TILE_H) for i in range(n)]
        self.auto = persist.autosave_entry({e.id: e.name for e in self.games})
        ids = [e.id for e in self.games]
        if getattr(self, "focus_game", "") not in ids:
            self.focus_game = self.auto.game if self.auto is not None and self.auto.game in ids else ""
        self.notices = [*getattr(self, "notices", []), *self.app.take_notices()][-2:]  # the app's, shown once
        self._static: pygame.Surface | None = None
        self._static_key = ""
        self._last_frame: tuple[int, int, int, bool] | None = None
        self._last_rects: list[pygame.Rect] = []
        self._fp = menu_cache.fingerprint(i18n.language())
        self.continue_rect = pygame.Rect((LOGICAL_SIZE[0] - (300 + 6 * 180 + 6 * 16)) // 2, 700, 300, 60)

    def build(self) -> None:
        gui = self.gui
        self.play_buttons = [
            gui.button(
                (r.centerx - 90, r.bottom - 66, 180, 48),
                _("Play"),
                self._starter(spec),
                size=24,
                tooltip=_("Set up a game of {game}").format(game=_(spec.name)),
            )
            for r, spec in zip(self.tile_rects, self.games)
        ]
        bw, gap, y = 180, 16, 700
        x = self.continue_rect.x
        self.continue_btn = gui.button(
            self.continue_rect,
            _("Continue"),
            self.resume,
            kind="gold",
            icon="hourglass",
            size=26,
            tooltip=self._continue_tip(),
            enabled=self.auto is not None and not self.auto.error,
        )
        x += 300 + gap
        for label, cb, ico in (
            (_("Load"), self.load, "open-book"),
            (_("Rules"), self.rules, "book-cover"),
            (_("Statistics"), self.statistics, "laurels-trophy"),
            (_("Settings"), self.settings, "anvil"),
            (_("About"), self.about, "scroll-unfurled"),
            (_("Quit"), self.app.quit, "medieval-gate"),
        ):
            gui.button((x, y + 4, bw, 52), label, cb, kind="secondary", icon=ico, size=23)
            x += bw + gap
        self.learn_button = gui.button(
            (24, 24, 250, 48),
            _("Learn to play"),
            self.learn,
            kind="secondary",
            icon="mounted-knight",
            size=21,
            tooltip=_("A guided first game of each title"),
        )
        self.lang_buttons = {}
        for lang, label, tip, x in (("en", "EN", _("English"), 150), ("it", "IT", _("Italian"), 84)):
            b = gui.button(
                (LOGICAL_SIZE[0] - x, 24, 60, 40),
                label,
                lambda lang=lang: self.app.set_language(lang),
                kind="gold" if lang == i18n.language() else "ghost",
                size=20,
                tooltip=tip,
            )
            self.lang_buttons[lang] = b

    def enter(self, payload: Any = None) -> None:
        if getattr(self, "_entered", False):
            self.rebuild()  # the autosave may have changed while we were covered
        self._entered = True

    def _continue_tip(self) -> str:
        if self.auto is None:
            return _("No game in progress.")
        if self.auto.error:
            return self.auto.error
        line = ngettext(
            "Resume {game} ({moves} move, saved {when}).",
            "Resume {game} ({moves} moves, saved {when}).",
            self.auto.moves,
        )
        return line.format(game=self.auto.game_name, moves=self.auto.moves, when=persist.when(self.auto.saved_at))

    def _starter(self, entry: MenuEntry):
        def start() -> None:
            from game.core.registry import get
            from game.ui.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app, get(entry.id)))

        return start

    def resume(self) -> None:
        from game.core.saves import autosave_path

        persist.open_save(self.app, autosave_path())

    def load(self) -> None:
        from game.ui.scenes.saves import LoadScene

        self.app.push(LoadScene(self.app))

    def learn(self) -> None:
        from game.ui.scenes.tutorial_menu import TutorialMenuScene

        self.app.push(TutorialMenuScene(self.app))

    def statistics(self) -> None:
        from game.ui.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        from game.ui.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    def rules(self) -> None:
        """The rules reference, open on the game last pointed at (else the game in progress)."""
        from game.ui.scenes.rules_reference import open_reference

        open_reference(self.app, self.focus_game or None, choose=True)

    def handle(self, event: pygame.event.Event) -> None:
        if self._picture is not None:
            return  # the widgets arrive on the next frame
        if event.type == pygame.MOUSEMOTION:
            self.hover_tile = next((i for i, r in enumerate(self.tile_rects) if r.collidepoint(event.pos)), -1)
            if 0 <= self.hover_tile < len(self.games):
                self.focus_game = self.games[self.hover_tile].id
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.tile_rects):
                if r.collidepoint(event.pos) and i < len(self.games):
                    self._starter(self.games[i])()
                    return

    def tile(self, entry: MenuEntry, hover: bool) -> pygame.Surface:
        key = (entry.id, hover)
        if key not in self._tiles:
            img = render_tile(entry, hover)
            self._tiles[key] = img.convert_alpha() if pygame.display.get_surface() is not None else img
        return self._tiles[key]

    def draw_static(self, surface: pygame.Surface) -> None:
        """Everything that only changes with the language or the installed games (cached on disk)."""
        self.draw_background(surface)
        self.draw_title(surface, _("Tourney"), 92, 92)
        self.draw_text(
            surface, _("Four knightly games for one table"), (100, 136, 1400, 40), "text", 28, style.TEXT_DIM
        )
        if not self.games:
            self.draw_text(surface, _("No games are installed."), (100, 370, 1400, 60), "title", 30, style.TEXT_LIGHT)
        for entry, rect in zip(self.games, self.tile_rects):
            pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=14)
            surface.blit(self.tile(entry, False), rect)
        style.blit_text(
            surface, f"Tourney {__version__}", (24, LOGICAL_SIZE[1] - 20), "text", 18, style.TEXT_DIM, "midleft"
        )
        self.draw_text(
            surface,
            _("F11: full screen"),
            (LOGICAL_SIZE[0] - 424, LOGICAL_SIZE[1] - 34, 400, 28),
            "text",
            18,
            style.TEXT_DIM,
            align="right",
        )

    def static_layer(self) -> pygame.Surface:
        fp = self._fp
        if self._static is None or self._static_key != fp:
            layer = menu_cache.load_layer(fp, LOGICAL_SIZE)
            if layer is None:
                layer = pygame.Surface(LOGICAL_SIZE)
                self.draw_static(layer)
                menu_cache.save_layer(fp, layer)
            self._static = layer.convert() if pygame.display.get_surface() is not None else layer
            self._static_key = fp
        return self._static

    def _widget_rects(self) -> list[pygame.Rect]:
        """Where pygame_gui draws now (buttons, tooltips), a little grown for borders and shadows."""
        from pygame_gui.core import UIContainer

        sprites = self.gui.manager.get_sprite_group().sprites()
        return [s.rect.inflate(12, 14) for s in sprites if s.visible and not isinstance(s, UIContainer)]

    def _restore(self, surface: pygame.Surface, static: pygame.Surface) -> bool:
        """Repaint only what can change since our own last frame; False when a full repaint is due.

        Safe when the previous frame was ours alone (same surface, nothing drawn over us)."""
        app = self.app
        last = self._last_frame
        alone = app.top is self
        self._last_frame = (app.frames, id(surface), self.hover_tile, alone)
        now = self._widget_rects()
        before, self._last_rects = self._last_rects, now
        if last is None or last[0] != app.frames - 1 or last[1] != id(surface) or not (alone and last[3]):
            return False
        rects = list({tuple(r): r for r in before + now}.values())  # buttons stay put: each once
        rects.append(pygame.Rect(self.continue_rect.x - 60, self.continue_rect.bottom, 420, 34))
        rects.append(NOTICE_AREA)
        for i in {last[2], self.hover_tile}:
            if 0 <= i < len(self.tile_rects):
                rects.append(self.tile_rects[i].inflate(20, 20))
        bounds = surface.get_rect()
        for r in rects:
            r = r.clip(bounds)
            surface.blit(static, r, r)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._picture is not None:
            surface.blit(self._picture, (0, 0))
            return
        static = self.static_layer()
        if not self._restore(surface, static):
            surface.blit(static, (0, 0))
        for i, (entry, rect) in enumerate(zip(self.games, self.tile_rects)):
            if i == self.hover_tile:
                for grow, alpha in ((14, 40), (8, 80)):
                    pygame.draw.rect(
                        surface,
                        style.shade(style.GOLD, 0.5 + alpha / 160),
                        rect.inflate(grow, grow),
                        3,
                        border_radius=18,
                    )
                surface.blit(self.tile(entry, True), rect)
            self.app.tooltip(rect, _("Set up a game of {game}").format(game=_(entry.name)))
        self._draw_caption(surface)

    def _draw_caption(self, surface: pygame.Surface, notices: bool = True) -> None:
        """The saved game's name and time under Continue."""
        if self.auto is not None and not self.auto.error:
            cap = _("{game} · {when}").format(game=self.auto.game_name, when=persist.when(self.auto.saved_at))
            r = self.continue_rect
            self.draw_text(surface, cap, (r.x - 50, r.bottom + 6, r.w + 100, 26), "text", 18, style.TEXT_DIM)
        for i, notice in enumerate(self.notices if notices else ()):
            row = (NOTICE_AREA.x, NOTICE_AREA.y + i * 28, NOTICE_AREA.w, 28)
            self.draw_text(surface, notice, row, "bold", 20, style.GOLD, min_size=14, ellipsis_ok=True)
