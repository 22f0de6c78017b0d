"""New-game setup: player count, variant, game options, and each seat (human or bot level, name)."""

from __future__ import annotations

import json
import random
from typing import Any

import pygame

from game.core.registry import GameSpec
from game.core.rules import InvalidOptions, Options, SeatConfig
from game.core.session import Session
from game.files import replace_file
from game.i18n import N_, _
from game.learn.tutorial import tutorial_for
from game.ui import text_fit
from game.ui.presentation import presentation_of
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes import persist
from game.ui.scenes.base import ShellScene
from game.ui.scenes.rules_reference import has_reference
from game.ui.widgets import style

#: bots' default names (msgids: in Italian they read as the Joust knights of the same name do)
BOT_NAMES = (
    N_("Gawain"),
    N_("Isolde"),
    N_("Percival"),
    N_("Enid"),
    N_("Tristan"),
    N_("Lynette"),
    N_("Bedivere"),
    N_("Elaine"),
)
LEVEL_LABELS = {
    "random": lambda: _("Novice"),
    "easy": lambda: _("Easy"),
    "medium": lambda: _("Medium"),
    "hard": lambda: _("Hard"),
}
LEVEL_TIPS = {
    "random": lambda: _("Plays any legal move: good for learning the rules."),
    "easy": lambda: _("Looks one move ahead."),
    "medium": lambda: _("Searches a few hundred possible futures."),
    "hard": lambda: _("Searches deeply; takes a little longer to think."),
}


def bot_names(spec: GameSpec | None = None) -> tuple[str, ...]:
    """The default bot names (msgids) for ``spec``: its own (``extra["bot_names"]``, e.g. where its
    cards name the usual ones) or the common ones."""
    own = spec.extra.get("bot_names") if spec is not None else None
    return tuple(own) if own else BOT_NAMES


def bot_name(i: int, spec: GameSpec | None = None) -> str:
    """The default name of a bot in seat ``i`` of a ``spec`` game, translated."""
    names = bot_names(spec)
    return _(names[i % len(names)])


def is_default_bot_name(name: str) -> bool:
    """True for a default bot name of any game in any language (it is cleared when the seat turns
    human, and replaced by the game's own when a setup is remembered from another game's names)."""
    from game.core.registry import all_games

    known = set(BOT_NAMES).union(*(bot_names(g) for g in all_games(include_hidden=True)))
    return name in known or name in {_(n) for n in known}


LEFT = pygame.Rect(90, 150, 620, 600)
RIGHT = pygame.Rect(740, 150, 770, 600)


class SetupScene(ShellScene):
    name = "setup"

    def __init__(self, app, spec: GameSpec) -> None:
        self.spec = spec
        variant = spec.variants[0].id if spec.variants else "standard"
        counts = spec.players_for(variant)
        players = 4 if 4 in counts else (3 if 3 in counts else max(counts))
        levels = list(spec.bots)
        self.cfg: dict[str, Any] = {
            "variant": variant,
            "players": players,
            "extra": {o.key: o.default for o in spec.options},
            "kinds": ["human"] + ["bot"] * 7,
            "levels": ["medium" if "medium" in levels else (levels[-1] if levels else "")] * 8,
            "names": [""] + [bot_name(i, spec) for i in range(7)],
        }
        self._restore_last()
        self.entries: list[Any] = []
        super().__init__(app)

    # --- the last setup of each game is remembered --------------------------------------------------
    @staticmethod
    def _memory_path():
        from game.settings import data_dir

        return data_dir() / "last_setup.json"

    def _restore_last(self) -> None:
        """Start from the choices of the last game of this kind (anything invalid is ignored)."""
        try:
            saved = json.loads(self._memory_path().read_text(encoding="utf-8")).get(self.spec.id)
        except (OSError, ValueError, AttributeError):
            return
        if not isinstance(saved, dict):
            return
        cfg, spec = self.cfg, self.spec
        if saved.get("variant") in {v.id for v in spec.variants}:
            cfg["variant"] = saved["variant"]
        if saved.get("players") in spec.players_for(cfg["variant"]):
            cfg["players"] = saved["players"]
        for key, pick in (
            ("kinds", lambda v: v in ("human", "bot")),
            ("levels", lambda v: v in spec.bots),
            ("names", lambda v: isinstance(v, str) and len(v) <= 18),
        ):
            values = saved.get(key)
            if isinstance(values, list):
                for i, v in enumerate(values[:8]):
                    if pick(v):
                        cfg[key][i] = v
        for i in range(1, 8):  # a default name of an older setup: this game's own default
            if is_default_bot_name(cfg["names"][i]):
                cfg["names"][i] = bot_name(i - 1, spec)
        extra = saved.get("extra")
        if isinstance(extra, dict):
            for opt in spec.options:
                if extra.get(opt.key) in [c[0] for c in opt.choices]:
                    cfg["extra"][opt.key] = extra[opt.key]

    def _remember(self) -> None:
        path = self._memory_path()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                data = {}
        except (OSError, ValueError):
            data = {}
        cfg = self.cfg
        names = [e.value for e in self.entries] + cfg["names"][len(self.entries) :]
        data[self.spec.id] = {
            "variant": cfg["variant"],
            "players": cfg["players"],
            "kinds": cfg["kinds"],
            "levels": cfg["levels"],
            "names": names,
            "extra": cfg["extra"],
        }
        try:
            replace_file(path, json.dumps(data).encode("utf-8"))
        except (OSError, TypeError, ValueError):
            pass

    # --- widgets --------------------------------------------------------------------------------
    def build(self) -> None:
        spec, cfg, gui = self.spec, self.cfg, self.gui
        names = [e.value for e in self.entries] if self.entries else None
        if names:
            cfg["names"][: len(names)] = names
        shown = [o for o in spec.options if o.applies(cfg["players"])]
        rows = 2 * (len(spec.variants) > 1) + 1 + len(shown)
        gap = max(44, min(70, (LEFT.height - 100) // max(1, rows)))
        ch = min(48, gap - 8)  # control height
        self.label_size = 23 if gap >= 60 else 20
        y = LEFT.y + 70
        self.labels: list[tuple[str, pygame.Rect]] = []
        names = [_("Variant"), _("Players")] + [_(o.label) for o in shown]
        label_w = max(text_fit.text_width(t, "bold", self.label_size) for t in names) + 16
        x_ctrl = LEFT.x + 30 + max(130, min(250, label_w))
        ctrl_w = LEFT.right - 30 - x_ctrl

        def label(text: str) -> None:
            self.labels.append((text, pygame.Rect(LEFT.x + 30, y, x_ctrl - LEFT.x - 40, ch)))

        if len(spec.variants) > 1:
            variants = [(v.id, _(v.label)) for v in spec.variants]
            room = ctrl_w - ch - 14
            wide = any(text_fit.text_width(t, "bold", 16) > room for _v, t in variants)
            label(_("Variant"))
            if wide:  # a long variant name: the menu takes the panel's width, under its label
                y += self.label_size + 12
            box = (LEFT.x + 30, y, LEFT.w - 60, ch) if wide else (x_ctrl, y, ctrl_w, ch)
            self.variant_choice = gui.choice(box, variants, cfg["variant"], self._set_variant, where="setup")
            y += gap
        counts = spec.players_for(cfg["variant"])
        if cfg["players"] not in counts:
            cfg["players"] = min(counts, key=lambda c: abs(c - cfg["players"]))
        label(_("Players"))
        self.players_stepper = gui.choice(
            (x_ctrl, y, ctrl_w, ch), [(n, str(n)) for n in counts], cfg["players"], self._set_players, where="setup"
        )
        y += gap
        chosen = {o.key: cfg["extra"].get(o.key, o.default) for o in shown}
        for opt in shown:
            label(_(opt.label))
            forced = opt.fixed(chosen)  # another option's choice fixes it: the one value shown
            gui.choice(
                (x_ctrl, y, ctrl_w, ch),
                [(v, _(lbl)) for v, lbl in opt.choices if forced is None or v == forced],
                cfg["extra"].get(opt.key, opt.default) if forced is None else forced,
                self._setter(opt.key),
                where="setup",
            )
            y += gap
        self.variant_desc_y = y + 10
        # quick presets
        gui.button(
            (RIGHT.centerx - 290, RIGHT.bottom - 116, 280, 50),
            _("Me against bots"),
            self.preset_solo,
            kind="secondary",
            size=21,
            icon="meeple-king",
            tooltip=_("You play seat 1; every other seat is a bot."),
        )
        gui.button(
            (RIGHT.centerx + 10, RIGHT.bottom - 116, 280, 50),
            _("Friends at one screen"),
            self.preset_hotseat,
            kind="secondary",
            size=21,
            icon="meeple-group",
            tooltip=_("Every seat is a human; pass the screen between turns."),
        )
        # seats
        self.entries = []
        self.seat_rows: list[pygame.Rect] = []
        self.level_choices: dict[int, Any] = {}
        row_h = min(66, (RIGHT.height - 236) // max(1, cfg["players"]))
        levels = list(spec.bots)
        for i in range(cfg["players"]):
            ry = RIGHT.y + 100 + i * row_h
            row = pygame.Rect(RIGHT.x + 24, ry, RIGHT.width - 48, row_h - 8)
            self.seat_rows.append(row)
            entry = gui.entry(
                (row.x + 56, row.y + 6, 250, row.height - 12),
                cfg["names"][i],
                max_len=18,
                placeholder=_("Player {n}").format(n=i + 1),
            )
            self.entries.append(entry)
            gui.choice(
                (row.x + 320, row.y + 6, 180, row.height - 12),
                [("human", _("Human")), ("bot", _("Bot"))],
                cfg["kinds"][i],
                self._kind_setter(i),
                tooltip=_("Who plays this seat"),
                where="setup",
            )
            if cfg["kinds"][i] == "bot" and levels:
                if cfg["levels"][i] not in levels:
                    cfg["levels"][i] = levels[-1]
                tip = LEVEL_TIPS.get(cfg["levels"][i])
                self.level_choices[i] = gui.choice(
                    (row.x + 512, row.y + 6, 190, row.height - 12),
                    [(lvl, LEVEL_LABELS[lvl]() if lvl in LEVEL_LABELS else lvl) for lvl in levels],
                    cfg["levels"][i],
                    self._level_setter(i),
                    tooltip=tip() if tip else "",
                    where="setup",
                )
        bottom = LOGICAL_SIZE[1] - 110
        gui.button((LOGICAL_SIZE[0] // 2 - 330, bottom, 300, 62), _("Back"), self.back, kind="secondary")
        self.rules_btn = gui.button(
            (LOGICAL_SIZE[0] // 2 + 350, bottom, 260, 62),  # mirrors Learn to play
            _("Rules"),
            self.rules,
            kind="secondary",
            icon="open-book",
            tooltip=_("The full rules of {game}, with a search").format(game=_(self.spec.name)),
            enabled=has_reference(self.spec.id),
        )
        self.start_btn = gui.button(
            (LOGICAL_SIZE[0] // 2 + 30, bottom, 300, 62),
            _("Start the game"),
            self.start,
            icon="trumpet-flag",
            size=26,
            hotkey=pygame.K_RETURN,
        )
        self.learn_btn = gui.button(
            (LOGICAL_SIZE[0] // 2 - 610, bottom, 260, 62),
            _("Learn to play"),
            self.learn,
            kind="secondary",
            icon="mounted-knight",
            size=21,
            tooltip=_("A guided first game of {game}").format(game=_(spec.name)),
            enabled=tutorial_for(spec.id) is not None,
        )

    def learn(self) -> None:
        """Start this game's guided first game instead of the game set up here."""
        from game.ui.scenes.tutorial import open_tutorial

        open_tutorial(self.app, self.spec.id, replace=True)

    def rules(self) -> None:
        from game.ui.scenes.rules_reference import open_reference

        open_reference(self.app, self.spec.id)

    def _set_variant(self, v: str) -> None:
        self.cfg["variant"] = v
        self.rebuild()

    def setup_note(self) -> str:
        """The game's line for the seats panel with the options chosen so far ("" for none)."""
        hook = presentation_of(self.spec).setup_note
        if hook is None:
            return ""
        chosen = {o.key: o.default for o in self.spec.options} | dict(self.cfg["extra"])
        return hook(self.cfg["players"], chosen)

    def _set_players(self, n: int) -> None:
        self.cfg["players"] = n
        self.rebuild()

    def _setter(self, key: str):
        def set_(v: Any) -> None:
            self.cfg["extra"][key] = v
            if any(key == k for o in self.spec.options for k, *_rest in o.fixed_when):
                self.rebuild()  # an option this one fixes shows its forced value
            else:
                self.repaint()  # the seats panel's note may follow the option

        return set_

    def _kind_setter(self, i: int):
        def set_(v: str) -> None:
            self.cfg["kinds"][i] = v
            if v == "human" and is_default_bot_name(self.cfg["names"][i]):
                self.cfg["names"][i] = ""
                self.entries[i].value = ""
            elif v == "bot" and not self.entries[i].value:
                self.entries[i].value = bot_name(i, self.spec)
            self.rebuild()

        return set_

    def _level_setter(self, i: int):
        def set_(v: str) -> None:
            self.cfg["levels"][i] = v
            self.rebuild()

        return set_

    def preset_solo(self) -> None:
        for i in range(8):
            self.cfg["kinds"][i] = "human" if i == 0 else "bot"
            self.cfg["names"][i] = self.entries[0].value if i == 0 and self.entries else bot_name(i, self.spec)
        self.entries = []
        self.rebuild()

    def preset_hotseat(self) -> None:
        for i in range(8):
            self.cfg["kinds"][i] = "human"
            if is_default_bot_name(self.cfg["names"][i]):
                self.cfg["names"][i] = ""
        self.entries = []
        self.rebuild()

    # --- start ------------------------------------------------------------------------------------
    def options(self) -> Options:
        cfg = self.cfg
        seats = []
        for i in range(cfg["players"]):
            name = self.entries[i].value.strip() if i < len(self.entries) else ""
            if cfg["kinds"][i] == "bot":
                seats.append(SeatConfig("bot", cfg["levels"][i], name))
            else:
                seats.append(SeatConfig("human", "", name))
        extra = tuple(sorted(cfg["extra"].items()))
        return Options(cfg["players"], cfg["variant"], tuple(seats), extra)

    def start(self) -> None:
        """Start the game one frame later: "Starting…" shows on the button meanwhile (dealing and
        waking the bots' worker take a moment, and a click must not seem lost)."""
        if getattr(self, "_starting", 0):
            return
        self._starting = 2  # this frame's update, then a frame drawn with "Starting…", then the table
        self.start_btn.set_text(_("Starting…"))
        self.start_btn.disable()
        self.gui.enabled = False  # nothing else is clicked meanwhile

    def update(self, dt: float) -> None:
        super().update(dt)
        if getattr(self, "_starting", 0):
            self._starting -= 1
            if not self._starting:
                self.gui.enabled = True
                self._start_now()

    def _start_now(self) -> None:
        seed = self.app.seed if self.app.seed is not None else random.SystemRandom().randrange(2**31)
        try:
            session = Session(self.spec, self.options(), seed)
        except InvalidOptions as exc:
            from game.ui.scenes.dialog import message

            self.start_btn.set_text(_("Start the game"))
            self.start_btn.enable()
            message(self.app, lambda: _("Cannot start this game"), str(exc))
            return
        self._remember()
        if not persist.start_new(self.app, session):
            self.start_btn.set_text(_("Start the game"))
            self.start_btn.enable()

    # --- drawing ------------------------------------------------------------------------------------
    def draw_emblem(self, surface: pygame.Surface, top: int) -> None:
        """The game's menu emblem and pitch, in the free space below the options."""
        from game.ui.scenes.menu import game_art, menu_entry

        bottom = LEFT.bottom - 30
        if bottom - top < 120:
            return
        icon_name, accent = game_art(menu_entry(self.spec))
        size = min(100, bottom - top - 20)
        sh = style.shield(size, style.shade(accent, 0.8))
        rect = sh.get_rect(midleft=(LEFT.x + 34, (top + bottom) // 2))
        surface.blit(sh, rect)
        ico = style.icon(icon_name, int(size * 0.66), style.PARCHMENT)
        if ico is not None:
            surface.blit(ico, ico.get_rect(center=(rect.centerx, rect.centery - size // 14)))
        text = pygame.Rect(rect.right + 24, rect.y, LEFT.right - rect.right - 54, rect.height)
        self.draw_text(surface, _(self.spec.pitch), text, "text", 22, style.INK_SOFT, align="left", min_size=17)

    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _(self.spec.name), 62, 56)
        self.draw_text(surface, _("New game"), (100, 96, 1400, 34), "text", 26, style.TEXT_DIM)
        style.draw_panel(surface, LEFT)
        style.draw_panel(surface, RIGHT)
        self.draw_text(
            surface,
            _("Game"),
            (LEFT.x + 30, LEFT.y + 16, LEFT.w - 60, 40),
            "title",
            28,
            style.CRIMSON_DARK,
            align="left",
        )
        self.draw_text(
            surface,
            _("Seats"),
            (RIGHT.x + 30, RIGHT.y + 16, RIGHT.w - 60, 40),
            "title",
            28,
            style.CRIMSON_DARK,
            align="left",
        )
        if self.seat_rows:
            first = self.seat_rows[0]
            for text, x, w in (
                (_("Name"), first.x + 62, 250),
                (_("Played by"), first.x + 326, 180),
                (_("Bot level"), first.x + 518, 190),
            ):
                self.draw_text(surface, text, (x, RIGHT.y + 68, w, 26), "bold", 18, style.INK_SOFT, align="left")
            hint = _("Click a name to type it. Click a choice to change it.")
            self.draw_text(
                surface, hint, (RIGHT.x + 20, RIGHT.bottom - 48, RIGHT.w - 40, 34), "text", 19, style.INK_SOFT
            )
            note = self.setup_note()
            if note:  # under the seats: whom a solo player faces, and how that game is won
                below = self.seat_rows[-1].bottom + 20
                box = (RIGHT.x + 30, below, RIGHT.w - 60, RIGHT.bottom - 130 - below)
                self.draw_text(surface, note, box, "text", 19, style.INK, align="left")
        for text, box in self.labels:
            self.draw_text(surface, text, box, "bold", self.label_size, style.INK, align="left")
        variant = next((v for v in self.spec.variants if v.id == self.cfg["variant"]), None)
        desc_h = 0
        if variant is not None and variant.description:
            box = pygame.Rect(LEFT.x + 30, self.variant_desc_y, LEFT.width - 60, 150)
            fit = self.draw_text(
                surface,
                _(variant.description),
                box,
                "text",
                20,
                style.INK_SOFT,
                align="left",
                valign="top",
                min_size=16,
            )
            desc_h = fit.height
        self.draw_emblem(surface, self.variant_desc_y + desc_h + 16)
        for i, row in enumerate(self.seat_rows):
            pygame.draw.rect(surface, style.PARCHMENT_DARK if i % 2 else (236, 224, 196), row, border_radius=8)
            sh = style.badge(i, 38)
            surface.blit(sh, sh.get_rect(center=(row.x + 28, row.centery)))
