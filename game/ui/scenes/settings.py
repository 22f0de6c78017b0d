"""Settings, applied the moment they change and saved at once: language, screen, speed, sound, bots, the
questions asked before a risky move."""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.settings import ANIMATION_SPEEDS, BOT_THINK_SECONDS
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style

PANEL = pygame.Rect(400, 140, 800, 630)
WINDOW_SCALES = (0.75, 1.0, 1.25, 1.5)
ROW_GAP = 53


def _fmt_speed(x: float) -> str:
    return i18n.speed(x)


def _nearest(values: tuple[float, ...], x: float) -> float:
    return min(values, key=lambda v: abs(v - x))


class SettingsScene(ShellScene):
    name = "settings"

    def update(self, dt: float) -> None:
        if self.app.settings.fullscreen != self._shown.fullscreen:  # F11 pressed here: show it
            self.rebuild()

    def build(self) -> None:
        s, gui, app = self.app.settings, self.gui, self.app
        self._shown = s
        x, w, h = PANEL.x + 420, 330, 46
        self.rows: list[tuple[str, int]] = []

        def row() -> pygame.Rect:
            y = PANEL.y + 84 + len(self.rows) * ROW_GAP
            return pygame.Rect(x, y, w, h)

        def add(label: str, widget):
            self.rows.append((label, PANEL.y + 84 + len(self.rows) * ROW_GAP + h // 2))
            return widget

        on, off = _("On"), _("Off")
        self.language = add(
            _("Language"),
            gui.choice(
                row(),
                [("en", "English"), ("it", "Italiano")],
                s.language,
                lambda v: app.update_settings(language=v),
                tooltip=_("Applies at once, no restart needed."),
            ),
        )
        self.fullscreen = add(
            _("Full screen"),
            gui.toggle(
                row(),
                s.fullscreen,
                lambda v: app.update_settings(fullscreen=v),
                on,
                off,
                _("F11 switches at any time."),
            ),
        )
        self.window_size = add(
            _("Window size"),
            gui.choice(
                row(),
                [(v, f"{int(v * 100)}%") for v in WINDOW_SCALES],
                _nearest(WINDOW_SCALES, s.window_scale),
                lambda v: app.update_settings(window_scale=v),
                tooltip=_("The window's size when not in full screen; you can also drag its edges."),
            ),
        )
        self.speed = add(
            _("Animation speed"),
            gui.choice(
                row(),
                [(v, _fmt_speed(v)) for v in ANIMATION_SPEEDS],
                _nearest(ANIMATION_SPEEDS, s.animation_speed),
                lambda v: app.update_settings(animation_speed=v),
                tooltip=_("How fast cards move and announcements pass (Space skips them)."),
            ),
        )
        self.sound = add(_("Sound"), gui.toggle(row(), s.sound, lambda v: app.update_settings(sound=v), on, off))
        self.volume = add(
            _("Volume"),
            gui.slider(row(), round(s.volume * 100), 0, 100, 5, lambda v: app.update_settings(volume=v / 100)),
        )
        self.think = add(
            _("Bot thinking time"),
            gui.choice(
                row(),
                [(v, _("{s} s").format(s=f"{v:g}")) for v in BOT_THINK_SECONDS],
                _nearest(BOT_THINK_SECONDS, s.bot_think_seconds),
                lambda v: app.update_settings(bot_think_seconds=v),
                tooltip=_("The longest a bot may think about one move."),
            ),
        )
        self.reasons = add(
            _("Show bots' reasons"),
            gui.toggle(
                row(),
                s.show_bot_reasons,
                lambda v: app.update_settings(show_bot_reasons=v),
                on,
                off,
                _("Every bot move in the log says why the bot made it. Off: click “why?” on a line to read it."),
            ),
        )
        self.ask_end = add(
            _("Ask before ending a turn"),
            gui.toggle(
                row(),
                s.ask_end_with_knight,
                lambda v: app.update_settings(ask_end_with_knight=v),
                on,
                off,
                _("Tournament asks before your turn ends while a knight could still go into play."),
            ),
        )
        self.reset_stats = add(  # a row of its own inside the panel, far from Done, and it asks first
            _("Statistics"),
            gui.button(
                row(),
                _("Reset statistics…"),
                self.ask_reset_statistics,
                kind="secondary",
                size=20,
                tooltip=_("Forget every game counted in the statistics (saved games stay)."),
            ),
        )
        self.done = gui.button(
            (LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 38, 300, 60), _("Done"), self.back, hotkey=pygame.K_RETURN
        )

    def ask_reset_statistics(self) -> None:
        from game.ui.scenes import dialog

        dialog.confirm(
            self.app,
            lambda: _("Reset statistics"),
            lambda: _("Forget every game, win and streak counted so far, in every game? This cannot be undone."),
            self.reset_statistics,
            yes=lambda: _("Reset"),
        )

    def reset_statistics(self) -> None:
        from game import stats

        try:
            stats.reset()
        except OSError as exc:
            self.app.notify(_("The statistics could not be saved ({why}).").format(why=exc.strerror or exc))

    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("Settings"), 76)
        style.draw_panel(surface, PANEL)
        for label, cy in self.rows:
            self.draw_text(surface, label, (PANEL.x + 50, cy - 22, 350, 44), "bold", 25, style.INK, align="left")
        self.draw_text(
            surface,
            _("Changes are saved automatically."),
            (PANEL.x + 40, PANEL.y + 24, PANEL.w - 80, 36),
            "text",
            21,
            style.INK_SOFT,
        )
