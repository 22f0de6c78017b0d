"""Settings, applied the moment they change and saved at once: language, screen, speed, sound, bots."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.settings import ANIMATION_SPEEDS, BOT_THINK_SECONDS
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style
from game.ui.widgets.button import Button
from game.ui.widgets.choice import Stepper, Toggle

PANEL = pygame.Rect(400, 150, 800, 600)
WINDOW_SCALES = (0.75, 1.0, 1.25, 1.5)
VOLUMES = (0.1, 0.25, 0.5, 0.7, 1.0)


def _fmt_speed(x: float) -> str:
    return f"{x:g}×"


class SettingsScene(ShellScene):
    name = "settings"

    def build(self) -> None:
        s = self.app.settings
        x, y, w, h, gap = PANEL.x + 400, PANEL.y + 90, 330, 48, 64
        rows = []

        def row(label, widget):
            nonlocal y
            rows.append((label, y + h // 2))
            y += gap
            return widget

        self.widgets = [
            row(
                lambda: _("Language"),
                Stepper(
                    (x, y, w, h),
                    [("en", "English"), ("it", "Italiano")],
                    s.language,
                    lambda v: self.app.update_settings(language=v),
                    tooltip=lambda: _("Applies at once, no restart needed."),
                ),
            ),
            row(
                lambda: _("Full screen"),
                Toggle(
                    (x, y, w, h),
                    s.fullscreen,
                    lambda v: self.app.update_settings(fullscreen=v),
                    tooltip=lambda: _("F11 switches at any time."),
                    on=lambda: _("On"),
                    off=lambda: _("Off"),
                ),
            ),
            row(
                lambda: _("Window size"),
                Stepper(
                    (x, y, w, h),
                    [(v, f"{int(v * 100)}%") for v in WINDOW_SCALES],
                    min(WINDOW_SCALES, key=lambda v: abs(v - s.window_scale)),
                    lambda v: self.app.update_settings(window_scale=v),
                    tooltip=lambda: _("You can also drag the window's edges."),
                ),
            ),
            row(
                lambda: _("Animation speed"),
                Stepper(
                    (x, y, w, h),
                    [(v, _fmt_speed(v)) for v in ANIMATION_SPEEDS],
                    min(ANIMATION_SPEEDS, key=lambda v: abs(v - s.animation_speed)),
                    lambda v: self.app.update_settings(animation_speed=v),
                ),
            ),
            row(
                lambda: _("Sound"),
                Toggle(
                    (x, y, w, h),
                    s.sound,
                    lambda v: self.app.update_settings(sound=v),
                    on=lambda: _("On"),
                    off=lambda: _("Off"),
                ),
            ),
            row(
                lambda: _("Volume"),
                Stepper(
                    (x, y, w, h),
                    [(v, f"{int(v * 100)}%") for v in VOLUMES],
                    min(VOLUMES, key=lambda v: abs(v - s.volume)),
                    lambda v: self.app.update_settings(volume=v),
                ),
            ),
            row(
                lambda: _("Bot thinking time"),
                Stepper(
                    (x, y, w, h),
                    [(v, _("{s} s").format(s=f"{v:g}")) for v in BOT_THINK_SECONDS],
                    min(BOT_THINK_SECONDS, key=lambda v: abs(v - s.bot_think_seconds)),
                    lambda v: self.app.update_settings(bot_think_seconds=v),
                    tooltip=lambda: _("The longest a bot may think about one move."),
                ),
            ),
        ]
        self.rows = rows
        self.widgets.append(
            Button(
                (LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 30, 300, 60),
                lambda: _("Done"),
                self.back,
                hotkey=pygame.K_RETURN,
            )
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("Settings"), 80)
        style.draw_panel(surface, PANEL)
        for label, cy in self.rows:
            style.blit_text(surface, label(), (PANEL.x + 60, cy), "bold", 25, style.INK, "midleft")
        style.blit_text(
            surface,
            _("Changes are saved automatically."),
            (PANEL.centerx, PANEL.y + 44),
            "text",
            21,
            style.INK_SOFT,
            "center",
        )
        self.draw_widgets(surface)
