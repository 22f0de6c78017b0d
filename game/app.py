"""The Tourney app: window, main loop, scene stack, live settings and crash safety.

Scenes draw on a 1600×900 logical surface; the app letterboxes and scales it to the window (any
size, F11 fullscreen) and maps mouse coordinates back, so scenes never see window coordinates.
Input goes to the top scene's pygame_gui widgets first (``scene.gui``), then to the scene; each
visible scene is drawn, then its widgets, then what it draws over them.
The app also runs headless (``App(headless=True)``) for tests, smoke screenshots and benchmarks:
``step(events)`` runs one frame with synthetic events given in logical coordinates.
"""

from __future__ import annotations

import gc
import os
import sys
import time
import traceback
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.settings import Settings, folder_notices, log_dir, read_settings, save_settings
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
WHEEL_BUTTONS = (4, 5, 6, 7)  # the mouse wheel's notches, which SDL also sends as button presses
MAX_DT = 0.1  # a long stall (window drag, breakpoint) never makes animations jump
MIN_WINDOW = (640, 360)


class SoundBox:
    """``app.sound.play(name)``: respects the sound on/off setting and the volume."""

    def __init__(self, app: App) -> None:
        self._app = weakref.proxy(app)

    def play(self, name: str) -> None:
        style.play_sound(name, self._app.settings.sound)

    @staticmethod
    def apply(settings: Settings) -> None:
        """Hand sound on/off and volume to the art sound module (games call it directly too)."""
        try:
            from game.ui.art import sound

            sound.apply_settings(settings)
        except Exception:  # noqa: BLE001 - no art module or no audio: stay silent
            pass


def _language_listener(app_ref: weakref.ref) -> Any:
    def listener(lang: str) -> None:
        app = app_ref()
        if app is not None and pygame.display.get_init():  # an app left without a display has nothing to redraw
            app.on_language_change(lang)

    return listener


def write_crash_log(exc: BaseException) -> tuple[Path, str]:
    """Write the traceback of ``exc`` to the log folder (and to stderr); returns the file's path and
    '' — or the path it tried and why it could not be written."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = log_dir()
    path = folder / f"crash-{stamp}-{os.getpid()}.log"
    for n in range(2, 100):  # two crashes in one second keep both reports
        if not path.exists():
            break
        path = folder / f"crash-{stamp}-{os.getpid()}-{n}.log"
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    try:
        from game import __version__

        header = f"Tourney {__version__} on Python {sys.version.split()[0]}, pygame-ce {pygame.version.ver}\n\n"
    except Exception:  # noqa: BLE001
        header = ""
    try:
        sys.stderr.write(header + text)
    except (OSError, ValueError, AttributeError):  # no console (a frozen GUI app)
        pass
    try:
        path.write_text(header + text, encoding="utf-8")
    except OSError as exc_write:
        return path, exc_write.strerror or str(exc_write)
    return path, ""


class App:
    """Owns the window and the scene stack; runs frames until ``quit()``."""

    def __init__(
        self,
        *,
        headless: bool = False,
        lang: str | None = None,
        fullscreen: bool | None = None,
        seed: int | None = None,
        settings: Settings | None = None,
        start_menu: bool = True,
    ) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth GPU scaling, not nearest
        sys.setswitchinterval(0.002)  # bot threads hand the GIL back quickly: frames stay smooth
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.notices: list[str | Callable[[], str]] = []
        read = read_settings() if settings is None else None
        self.settings = (settings or read.settings).validated()  # type: ignore[union-attr]
        if lang is not None:
            self.settings.language = lang
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.seed = seed
        self.logical_size = LOGICAL_SIZE
        self.clock = pygame.time.Clock()
        self.sound = SoundBox(self)
        self.stack: list[Scene] = []
        self._drawing: Scene | None = None
        self.running = True
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self.frames = 0
        self.last_crash: Path | None = None
        self._recovering_until = -1  # frames after "Return to the menu" in which a crash means it failed
        self._emergency: dict[str, Any] | None = None  # set when even the last crash dialog failed
        self._bot_runner: Any = None
        self._scaled: pygame.Surface | None = None
        self._dest = pygame.Rect((0, 0), LOGICAL_SIZE)
        self.surface: pygame.Surface | None = None  # type: ignore[assignment]
        self._gpu = False
        self.fractional = False  # the SCALED window scales by any factor (else by whole multiples)
        self._open_window()
        self.sound.apply(self.settings)
        i18n.set_language(self.settings.language)
        self._check_catalog()
        self._language_listener = _language_listener(weakref.ref(self))
        i18n.on_language_change(self._language_listener)
        pygame.display.set_caption(_("Tourney"))
        if read is not None and read.notice() is not None:
            self.notify(read.notice())  # type: ignore[arg-type]
        for notice in folder_notices():
            self.notify(notice)
        if start_menu:
            from game.ui.scenes.menu import MainMenuScene

            try:
                self.push(MainMenuScene(self))
            except Exception as exc:  # noqa: BLE001 - even a broken menu gets the crash dialog
                self.crash(exc)

    # --- window and scaling ------------------------------------------------------------------
    def _windowed_size(self) -> tuple[int, int]:
        lw, lh = LOGICAL_SIZE
        if self.headless:
            return LOGICAL_SIZE
        w, h = int(lw * self.settings.window_scale), int(lh * self.settings.window_scale)
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
            fit = min(1.0, (dw * 0.92) / w, (dh * 0.88) / h)
            w, h = int(w * fit), int(h * fit)
        except (pygame.error, IndexError):
            pass
        return max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h)

    def _open_window(self) -> None:
        """(Re)create the window. On a real display SDL scales the logical surface on the GPU
        (pygame.SCALED: letterboxed, mouse mapped back by SDL); otherwise we scale in software."""
        self._gpu = False
        if self.headless or pygame.display.get_driver() in ("dummy", "offscreen"):
            self.window = pygame.display.set_mode(LOGICAL_SIZE)  # nothing on screen: nothing to scale
        else:
            flags = pygame.SCALED | (pygame.FULLSCREEN if self.settings.fullscreen else pygame.RESIZABLE)
            try:
                self.window = pygame.display.set_mode(LOGICAL_SIZE, flags)
                self._gpu = True
                from game.ui.window_scale import allow_fractional_scaling

                self.fractional = allow_fractional_scaling()
                if not self.settings.fullscreen:
                    self._resize_window(self._windowed_size())
            except pygame.error:
                if self.settings.fullscreen:
                    self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                else:
                    self.window = pygame.display.set_mode(self._windowed_size(), pygame.RESIZABLE)
        self._relayout()

    @staticmethod
    def _resize_window(size: tuple[int, int]) -> None:
        """Set the OS window's size (the logical surface stays 1600×900 inside it, letterboxed).

        SDL gives a SCALED window its logical size as the minimum, which made every smaller size
        (the 75% setting, dragging an edge inwards) impossible: the minimum comes down first."""
        try:
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                win = pygame.Window.from_display_module()
                win.minimum_size = MIN_WINDOW
                if tuple(win.size) != tuple(size):
                    win.size = size
        except (AttributeError, pygame.error):
            pass

    def _relayout(self) -> None:
        """Fit the logical surface in the window, keeping its aspect (letterbox bars)."""
        ww, wh = self.window.get_size()
        lw, lh = LOGICAL_SIZE
        scale = min(ww / lw, wh / lh)
        size = (max(1, round(lw * scale)), max(1, round(lh * scale)))
        self._dest = pygame.Rect(((ww - size[0]) // 2, (wh - size[1]) // 2), size)
        if (ww, wh) == LOGICAL_SIZE:
            self.surface = self.window  # draw straight into the window: no copy per frame
            self._scaled = None
        else:
            if getattr(self, "surface", None) is None or self.surface is self.window:
                self.surface = pygame.Surface(LOGICAL_SIZE).convert()
            self._scaled = None if size == LOGICAL_SIZE else pygame.Surface(size).convert()

    def map_mouse(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window coordinates → logical coordinates (clamped to the logical surface)."""
        lw, lh = LOGICAL_SIZE
        scale = self._dest.width / lw
        x = (pos[0] - self._dest.x) / scale
        y = (pos[1] - self._dest.y) / scale
        return int(min(lw - 1, max(0, x))), int(min(lh - 1, max(0, y)))

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()
        self._open_window()

    def set_window_scale(self, scale: float) -> None:
        self.settings.window_scale = scale
        self.settings = self.settings.validated()
        self.save_settings()
        if not self.settings.fullscreen:
            self._open_window()

    # --- settings ----------------------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Change settings, persist them and apply them at once (language, fullscreen, scale)."""
        old = self.settings
        new = Settings(**{**old.__dict__, **changes}).validated()
        self.settings = new
        self.save_settings()
        self.sound.apply(new)
        if new.language != i18n.language():
            i18n.set_language(new.language)
        if new.fullscreen != old.fullscreen or (new.window_scale != old.window_scale and not new.fullscreen):
            self._open_window()

    def save_settings(self) -> None:
        """Persist the settings; when the config folder cannot be written they apply to this run only
        (the start-up notice said so)."""
        try:
            save_settings(self.settings)
        except OSError:
            pass

    def set_language(self, lang: str) -> None:
        self.update_settings(language=lang)

    def _check_catalog(self) -> None:
        """A language whose catalog could not be loaded: say so once (the app goes on in English)."""
        problem = i18n.catalog_problem()
        if problem:
            self.notify(
                _("The translation could not be loaded, so Tourney stays in English ({why}).").format(why=problem)
            )

    # --- notices -----------------------------------------------------------------------------
    def notify(self, text: str | Callable[[], str]) -> None:
        """Queue a one-line message for the player (the menu shows each once). A callable is
        translated when shown, so a notice queued before the language is set still reads right."""
        if text not in self.notices:
            self.notices.append(text)

    def take_notices(self) -> list[str]:
        """The queued notices, translated, oldest first; the queue is emptied."""
        out = [t() if callable(t) else t for t in self.notices]
        self.notices.clear()
        return list(dict.fromkeys(out))

    def on_language_change(self, lang: str) -> None:
        """Every scene rebuilds its texts; pygame_gui follows the locale (its own built-in texts)."""
        self._check_catalog()
        pygame.display.set_caption(_("Tourney"))
        for scene in list(self.stack):
            if scene.has_gui:
                scene.gui.set_locale(lang)
            scene.on_language_change()

    @property
    def bot_runner(self) -> Any:
        """The worker process where bots think (started on first use)."""
        if self._bot_runner is None:
            from game.ui.bot_runner import BotRunner

            self._bot_runner = BotRunner()
        return self._bot_runner

    @property
    def ui_manager(self) -> Any:
        """The top scene's pygame_gui UIManager."""
        top = self.top
        return top.gui.manager if top is not None else None

    # --- scene stack -------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene, payload: Any = None) -> None:
        if self.stack:
            covered = self.stack[-1]
            hush = getattr(getattr(covered, "gui", None), "hush_tips", None)
            if hush is not None:
                hush()  # a tooltip of the covered scene never shows under the dialog now on top
            covered.leave()
        self.stack.append(scene)
        scene.enter(payload)

    def pop(self, payload: Any = None) -> Scene | None:
        """Remove the top scene; the uncovered one is entered again (with ``payload``)."""
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        gc.collect()  # the scene's surfaces sit in reference cycles (widgets → bound methods): free them now
        if self.stack:
            uncovered = self.stack[-1]
            uncovered.enter(payload)
            if uncovered.has_gui:
                uncovered.gui.hush_tips()  # the pointer rests where the dialog closed: no tooltip until it moves
        return scene

    def replace(self, scene: Scene, payload: Any = None) -> None:
        if self.stack:
            self.stack.pop().leave()
            gc.collect()  # as in pop: the scene replaced frees its surfaces now, not at some later collection
        self.stack.append(scene)
        scene.enter(payload)

    def go_to_menu(self) -> None:
        """Close every scene and show a fresh main menu."""
        while self.stack:
            self.stack.pop().leave()
        gc.collect()  # scenes hold big surfaces in reference cycles (widgets → bound methods): free them now
        from game.ui.scenes.menu import MainMenuScene

        self.push(MainMenuScene(self))

    def tooltip(self, rect: pygame.Rect, text: str) -> None:
        """Register a hover tooltip for this frame on the scene being drawn (call while drawing)."""
        scene = self._drawing or self.top
        if scene is not None and text:
            scene.gui.region_tip(rect, text)

    def quit(self) -> None:
        self.running = False

    # --- events ------------------------------------------------------------------------------
    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if (
            event.type in MOUSE_EVENTS
            and event.type != pygame.MOUSEMOTION
            and event.dict.get("button") in WHEEL_BUTTONS
        ):
            # a wheel notch told as a button: its position is the window's raw one even when the GPU
            # scales (the motion events' is logical), so it must not move the pointer, which stays
            # where the last motion put it (it moved the pointer off the log, whose wheel then did nothing)
            return pygame.event.Event(event.type, {**event.dict, "pos": self.mouse_pos})
        if event.type in MOUSE_EVENTS:
            d = dict(event.dict)
            d["pos"] = self.map_mouse(event.pos)
            if event.type == pygame.MOUSEMOTION and "rel" in d:
                s = self._dest.width / LOGICAL_SIZE[0]
                d["rel"] = (int(d["rel"][0] / s), int(d["rel"][1] / s))
            self.mouse_pos = d["pos"]
            return pygame.event.Event(event.type, d)
        if event.type == pygame.MOUSEWHEEL:
            return pygame.event.Event(event.type, {**event.dict, "logical_pos": self.mouse_pos})
        return event

    def dispatch(self, event: pygame.event.Event, logical: bool = False) -> None:
        """Route one event: app keys first (F11, quit), then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self._gpu:  # with GPU scaling the logical surface never changes size
                self.window = pygame.display.get_surface()
                self._relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if logical:
            if event.type in MOUSE_EVENTS:
                self.mouse_pos = event.pos
            elif event.type == pygame.MOUSEWHEEL:
                event = pygame.event.Event(event.type, {**event.dict, "logical_pos": self.mouse_pos})
        else:
            event = self._translate(event)
        if not self.stack:
            return
        top = self.stack[-1]
        if top.has_gui and top.gui.process(event):
            return
        if self.stack and self.stack[-1] is top:
            top.handle(event)

    # --- frames ------------------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event] | None = None, dt: float | None = None) -> None:
        """Run one frame. ``events`` (logical coordinates) are handled after the real queue's."""
        if dt is None:
            dt = min(MAX_DT, self.clock.tick(60) / 1000.0)
        if self._emergency is not None:
            self._emergency_frame(events or [])
            return
        try:
            for event in pygame.event.get():
                self.dispatch(event)
            for event in events or ():
                self.dispatch(event, logical=True)
            if self.stack:
                top = self.stack[-1]
                top.update(dt)
                if top.has_gui and self.top is top:
                    top.gui.update(dt)
            self.draw(dt)
        except Exception as exc:  # noqa: BLE001 - any bug: log it, offer the menu, keep the saves
            self.crash(exc)
            try:
                self.draw(0.0)
            except Exception as again:  # noqa: BLE001 - the crash dialog cannot even be drawn
                self.crash(again)
            if self._emergency is not None:
                self._emergency_frame([])
                return
        self.present()
        self.frames += 1
        if self.frames == 1 and not self.headless:
            self._set_window_icon()  # after the first frame: it does not delay the menu

    def _set_window_icon(self) -> None:
        """A crimson shield with crossed swords as the window/taskbar icon."""
        try:
            img = pygame.Surface((64, 64), pygame.SRCALPHA)
            shield = style.shield(54, style.CRIMSON)
            img.blit(shield, shield.get_rect(center=(32, 32)))
            swords = style.icon("crossed-swords", 34, style.PARCHMENT)
            if swords is not None:
                img.blit(swords, swords.get_rect(center=(32, 29)))
            pygame.display.set_icon(img)
        except (pygame.error, TypeError, ValueError):
            pass

    def draw(self, dt: float) -> None:
        """Draw the stack onto the logical surface (from the topmost opaque scene upwards): each
        scene, then its widgets (and tooltips), then what it draws over them."""
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                first = i
                break
        if not self.stack:
            self.surface.fill(style.NIGHT)
        top = self.top
        try:
            for scene in self.stack[first:]:
                self._drawing = scene
                if scene.has_gui:
                    scene.gui.begin_frame()
                scene.draw(self.surface)
                if scene.has_gui:
                    scene.gui.draw(self.surface, dt, top=scene is top)
                scene.draw_over(self.surface)
        finally:
            self._drawing = None

    def present(self) -> None:
        if self.surface is self.window:
            pass
        elif self._scaled is None:
            self.window.blit(self.surface, self._dest)
        else:
            pygame.transform.smoothscale(self.surface, self._dest.size, self._scaled)
            self.window.fill((0, 0, 0))
            self.window.blit(self._scaled, self._dest)
        pygame.display.flip()

    def screenshot(self, path: str | Path) -> Path:
        """Save the current logical surface as a PNG."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))
        return path

    def crash(self, exc: BaseException) -> None:
        """Log ``exc`` and show the crash dialog. A crash while the dialog is up, or soon after it
        sent the player back to the menu, shows a last dialog that only offers Quit."""
        from game.ui.scenes.crash import CrashScene

        top = self.top
        if self._emergency is not None or (isinstance(top, CrashScene) and top.info.get("final")):
            self._emergency = dict(top.info) if isinstance(top, CrashScene) else self._emergency
            return  # the last dialog failed too: plain text and Quit, no new report per frame
        self.last_crash, log_error = write_crash_log(exc)
        final = isinstance(top, CrashScene) or self.frames <= self._recovering_until
        info = {
            "path": self.last_crash,
            "log_error": log_error,
            "error": f"{type(exc).__name__}: {exc}",
            "final": final,
        }
        if final:
            self.stack.clear()  # nothing that failed stays underneath (no leave(): it may fail again)
        try:
            self.push(CrashScene(self), info)
        except Exception:  # noqa: BLE001 - the dialog itself cannot be built
            self._emergency = info

    def _emergency_frame(self, events: list[pygame.event.Event]) -> None:
        """Plain text with the report's path; a click, a key or closing the window quits."""
        for event in [*pygame.event.get(), *events]:
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.quit()
        info = self._emergency or {}
        try:
            self.surface.fill((20, 16, 24))
            font = pygame.font.Font(None, 30)
            lines = [
                _("Tourney cannot go on after an unexpected error. Press any key to quit."),
                _("Your last autosave is safe: choose Continue in the menu next time."),
                _("A report was written to:") if not info.get("log_error") else _("No report could be written:"),
                str(info.get("path", "")),
                str(info.get("error", ""))[:120],
            ]
            for i, line in enumerate(lines):
                self.surface.blit(font.render(line, True, (235, 225, 200)), (60, 300 + i * 44))
            self.present()
        except Exception:  # noqa: BLE001 - nothing left to draw with: quit
            self.quit()
        self.frames += 1

    def recover_to_menu(self) -> None:
        """The crash dialog's way back: a fresh menu; if it fails, the last dialog (Quit only)."""
        self._recovering_until = self.frames + 30
        self.go_to_menu()

    def run(self) -> int:
        """The main loop; returns the process exit code."""
        while self.running:
            self.step()
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        i18n.off_language_change(self._language_listener)
        while self.stack:
            self.stack.pop().leave()
        if self._bot_runner is not None:
            self._bot_runner.close()
        from game.ui.scenes import persist

        persist.flush()  # the last autosave is on disk before we go
        pygame.display.quit()


def run_app(lang: str | None = None, fullscreen: bool | None = None, seed: int | None = None) -> int:
    """Open the window and run until the player quits (used by ``python -m game``).

    ``lang`` and ``fullscreen`` from the command line apply to this run; changing them in the
    settings screen saves them for later runs.
    """
    try:
        app = App(lang=lang, fullscreen=fullscreen or None, seed=seed)
    except Exception as exc:  # noqa: BLE001 - no window to show a dialog in: say it on the console
        path, why = write_crash_log(exc)
        lines = [
            _("Tourney could not start: {error}").format(error=f"{type(exc).__name__}: {exc}"),
            _("No report could be written to {path} ({why}).").format(path=path, why=why)
            if why
            else _("A report was written to {path}.").format(path=path),
        ]
        sys.stderr.write("\n".join(lines) + "\n")
        return 1
    return app.run()


main = run_app
