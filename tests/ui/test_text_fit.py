"""Every text fits its box, in English and Italian: each shell scene (menu, settings, about, load,
save, dialogs, the rules of every game, setup of every game and variant, results, pass-to, crash),
every table built on the kit (in its smoke states and with a card zoomed), and every card face of
every game at the sizes its table shows them. A text "fails" when even the readable minimum size,
wrapped, leaves it cut (an ellipsis) in a box that may not cut it; cards fail when a title or type
line would be squeezed or rules text left out.

Fitting is not enough: every button is also checked as pygame_gui really draws it (pygame_gui's
button draws one line of text, so a wrapped label must be the button's own picture, within the button).

Tables still on the old base draw without ``text_fit`` and record nothing yet; each joins this test
by itself once it is a ``KitTable``.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.app import App
from game.core.registry import all_games
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.smoke import statistics_example
from game.ui import text_fit
from game.ui.art.cards import text_problems
from game.ui.kit import KitTable
from game.ui.kit.zoom import ZOOM_SIZE as ZOOM
from game.ui.presentation import presentation_of
from game.ui.scenes import persist
from game.ui.scenes.about import AboutScene
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.dialog import DialogScene, confirm, message
from game.ui.scenes.pass_to import PassToScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules_reference import RulesReferenceScene
from game.ui.scenes.saves import LoadScene, SaveDialog
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.statistics import StatisticsScene
from tests.ui_driver import move

LANGS = ("en", "it")
LONG_NAME = "Guinevere of Camelot"  # the longest name setup allows is 18: cut where names may be cut


def games():
    return all_games(include_hidden=True)


def finished(spec, seed: int = 3) -> Session:
    variant = spec.variants[0].id
    players = max(spec.players_for(variant))
    seats = tuple(
        SeatConfig("human", "", LONG_NAME[:18]) if i == 0 else SeatConfig("bot", "random") for i in range(players)
    )
    session = Session(spec, Options(players, variant, seats, tuple((o.key, o.default) for o in spec.options)), seed)
    rng, store = Rng.from_seed(seed), session.store
    for _ in range(50_000):
        if session.rules.outcome(store.state) is not None:
            break
        seat = min(session.rules.actors(store.state))
        store.apply(seat, rng.choice(store.legal_actions(seat)))
    return session


@pytest.fixture(scope="module")
def sessions():
    """One finished game of each title (the results screens)."""
    return {spec.id: finished(spec) for spec in games()}


DRAWN: list[str] = []  # buttons drawn wrong, gathered by ``shown``


def shown(app: App, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(dt=0.05)
    DRAWN.extend(drawn_faults(app))


def drawn_faults(app: Any) -> list[str]:
    """Buttons whose text pygame_gui would draw cut: a line break in the one line it draws, or a
    picture of wrapped lines taller or wider than the button."""
    out = []
    for scene in app.stack:
        gui = getattr(scene, "gui", None)
        for b in getattr(gui, "buttons", ()):
            if not b.alive() or not b.visible:
                continue
            name = f"{type(scene).__name__}: {b.text!r} in {b.rect.w}x{b.rect.h}"
            if "\n" in b.drawn_text():
                out.append(name + ": pygame_gui draws one line, the second falls below the button")
            if getattr(b, "_drew_lines", False):
                img = b.normal_images[0]
                if img.get_height() > b.rect.h - 4 or img.get_width() > b.rect.w - 8:
                    out.append(name + f": wrapped lines {img.get_width()}x{img.get_height()} overflow")
    return out


def failures(records) -> list[str]:
    out = []
    for r in records:
        if r.failed:
            out.append(
                f"{r.where}: {r.text!r} ({r.role} {r.size}px in {r.box[0]}x{r.box[1]}) → {' / '.join(r.fit.lines)}"
            )
    return sorted(set(out))


@pytest.mark.parametrize("lang", LANGS)
def test_every_shell_text_fits(tourney_home, lang, sessions):
    app = App(headless=True, settings=Settings(language=lang, sound=False))
    DRAWN.clear()
    try:
        with text_fit.recording() as records:
            some = sessions["demo"]
            persist.autosave(some)
            persist.save_named(some, LONG_NAME + " and the Tournament of Winchester")
            (persist.saves_dir() / "broken.json").write_text("{oops", encoding="utf-8")
            app.go_to_menu()
            shown(app)
            for scene in (SettingsScene, AboutScene, LoadScene):
                app.go_to_menu()
                app.push(scene(app))
                shown(app)
            from game.smoke import review_example

            app.go_to_menu()
            app.push(review_example(app))  # the chart's axes, legend and the costly decisions
            shown(app)
            app.go_to_menu()
            app.push(statistics_example(app))
            shown(app)
            app.go_to_menu()
            app.push(StatisticsScene(app, "demo"))  # no games yet: the explanation
            shown(app)
            app.go_to_menu()
            app.push(SaveDialog(app, some))
            shown(app)
            app.go_to_menu()
            message(app, lambda: i18n._("Cannot load this save"), lambda: i18n._("This file is not a Tourney save."))
            shown(app)
            app.go_to_menu()
            confirm(app, lambda: i18n._("Delete this save?"), "“x” ?", lambda: None, yes=lambda: i18n._("Delete"))
            shown(app)
            app.go_to_menu()
            app.push(
                CrashScene(app), {"path": "/a/very/long/path/to/the/crash/report/crash-20240601.log", "error": "E"}
            )
            shown(app)
            app.go_to_menu()
            app.push(PassToScene(app, 0, LONG_NAME[:18], lambda seat: None))
            shown(app)
            for spec in games():
                for variant in spec.variants:
                    app.go_to_menu()
                    setup = SetupScene(app, spec)
                    setup.cfg["variant"] = variant.id
                    setup.cfg["players"] = max(spec.players_for(variant.id))
                    setup.rebuild()
                    app.push(setup)
                    shown(app)
                rules = presentation_of(spec).rules
                if rules is not None:
                    app.go_to_menu()
                    app.push(
                        DialogScene(
                            app,
                            lambda spec=spec: i18n._("Rules of {game}").format(game=i18n._(spec.name)),
                            rules,
                            width=1040,
                            scroll=True,
                        )
                    )
                    shown(app)
                if presentation_of(spec).reference is not None:
                    from game.smoke import reference_query

                    app.go_to_menu()
                    ref = RulesReferenceScene(app, spec.id, choose=True)
                    app.push(ref)
                    shown(app)
                    ref.search_box.set_text(reference_query(ref.content))
                    shown(app, 3)
                app.go_to_menu()
                app.push(ResultsScene(app, sessions[spec.id]))
                shown(app)
        assert records, "nothing was fitted: the scenes did not draw through text_fit"
        bad = failures(records) + sorted(set(DRAWN))
        assert not bad, "texts that do not fit:\n" + "\n".join(bad)
    finally:
        app.shutdown()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_kit_table_text_fits(tourney_home, lang):
    from game.smoke import SMOKE_SEED, play_to_midgame

    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=8.0))
    tables = 0
    DRAWN.clear()
    try:
        with text_fit.recording() as records:
            cases = [
                (g, n, seed)
                for g in games()
                for n, seed in ((max(g.players_for(g.variants[0].id)), 7), (3, SMOKE_SEED))
                if n in g.players_for(g.variants[0].id)
            ]
            for spec, players, seed in cases:
                variant = spec.variants[0].id
                seats = tuple(
                    SeatConfig("human", "", LONG_NAME[:18]) if i == 0 else SeatConfig("bot", "random")
                    for i in range(players)
                )
                session = Session(
                    spec, Options(players, variant, seats, tuple((o.key, o.default) for o in spec.options)), seed
                )
                app.go_to_menu()
                persist.open_table(app, session)
                table = app.top
                if not isinstance(table, KitTable):
                    continue  # not on the kit yet: it joins once ported
                tables += 1
                play_to_midgame(app, table, Rng.from_seed(seed))
                shown(app)
                for spot in [s for s in table.spots.shown if s.zoom is not None][:3]:
                    move(app, spot.rect.center, frames=2)  # the zoom panel and its caption
                extras = presentation_of(spec).smoke
                for _name, prepare in extras(table) if extras is not None else ():
                    if app.top is not table:
                        app.go_to_menu()
                        app.push(table)
                    prepare()
                    shown(app)
                    for slot in table.bar.slots:  # open every chooser the bar offers
                        if table.bar.controls.get(slot) is not None and table.bar.controls[slot].choices:
                            table.bar.open_chooser(slot)
                            shown(app)
                            table.bar.close_chooser()
        assert tables >= 2, "the Tournament and demo tables are on the kit"
        bad = failures(records) + sorted(set(DRAWN))
        assert not bad, "texts that do not fit:\n" + "\n".join(bad)
    finally:
        app.shutdown()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_face_fits_at_the_sizes_it_is_shown(lang):
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))
    i18n.set_language(lang)
    try:
        problems = []
        faces = 0
        for spec in games():
            p = presentation_of(spec)
            if p.card_specs is None:
                continue
            sizes = [*(p.card_sizes or ("hand",)), "large", ZOOM]
            for card in p.card_specs():
                faces += 1
                for size in sizes:
                    problems += [f"{spec.id} {card.title}: {msg}" for msg in text_problems(card, size)]
        assert faces > 300
        assert not problems, "card texts that do not fit:\n" + "\n".join(problems)
    finally:
        i18n.set_language("en")


def test_the_fitting_rule_shrinks_then_wraps_then_cuts():
    pygame.font.init()
    long = "Scenario: Maiden Fair's Court Card Carousel"
    one = text_fit.fit(long, "bold", 22, 330)
    assert len(one.lines) == 1 and 15 <= one.size < 22 and not one.ellipsized
    two = text_fit.fit(long, "bold", 22, 220, 60)
    assert len(two.lines) == 2 and two.size > 15 and not two.ellipsized
    assert all(text_fit.text_width(ln, "bold", two.size) <= 220 for ln in two.lines)
    cut = text_fit.fit(long, "bold", 22, 120, 30)
    assert cut.ellipsized and cut.lines[0].endswith("…") and cut.size == text_fit.READABLE
    assert text_fit.text_width(cut.lines[0], "bold", cut.size) <= 120
    with text_fit.recording() as records:
        text_fit.fit(long, "bold", 22, 120, 30)
        text_fit.fit(long, "bold", 22, 120, 30, ellipsis_ok=True)
    assert [r.failed for r in records] == [True, False]


def test_a_wrapped_button_label_is_drawn_whole_and_centred(tourney_home):
    """'Young Knight (level 1)' in a 126-px slot wraps to two lines: both inside the button, the block
    centred (pygame_gui alone drew the first line centred and cut the second at the bottom)."""
    app = App(headless=True, settings=Settings(sound=False))
    try:
        from types import SimpleNamespace

        from game.ui.gui import Gui

        gui = Gui(app)
        for icon in ("", "hourglass"):
            b = gui.button((0, 0, 150 if icon else 126, 56), "Young Knight (level 1)", size=22, min_size=14, icon=icon)
            gui.manager.update(0.0)
            assert len(b.fitted().lines) == 2 and not b.fitted().ellipsized
            img = b.image
            ink = [
                y
                for y in range(img.get_height())
                if any(sum(img.get_at((x, y))[:3]) > 600 for x in range(img.get_width()))
            ]
            top, bottom = ink[0], img.get_height() - 1 - ink[-1]
            assert top >= 4 and bottom >= 4 and abs(top - bottom) <= 6, (icon, top, bottom)
            assert drawn_faults(SimpleNamespace(stack=[SimpleNamespace(gui=gui)])) == []
            b.set_label("Pass")  # back to one line: pygame_gui draws it, our picture is gone
            gui.manager.update(0.0)
            assert b.drawn_text() == "Pass" and (bool(b.normal_images) == bool(icon))
            b.kill()
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", LANGS)
def test_every_tutorial_panel_fits(tourney_home, lang):
    """The Learn to play screen, and every step's panel of every tutorial (and its free finish)."""
    from game.learn.tutorial import tutorials
    from game.ui.scenes.tutorial import open_tutorial
    from game.ui.scenes.tutorial_menu import TutorialMenuScene

    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=8.0))
    DRAWN.clear()
    try:
        with text_fit.recording() as records:
            app.go_to_menu()
            app.push(TutorialMenuScene(app))
            shown(app)
            for tut in tutorials():
                app.go_to_menu()
                open_tutorial(app, tut.game)
                table = app.top
                for live in (True, False):  # with Next or the move's foot line; while the others play
                    table.step_live = lambda live=live: live
                    for i in range(len(tut.steps) + 1):
                        table.coach.index = i  # each step's text in the panel (the table stays at its start)
                        table.coach_panel.reset()
                        shown(app)
        assert any(r.where == "tutorial" for r in records)
        bad = failures(records) + sorted(set(DRAWN))
        assert not bad, "texts that do not fit:\n" + "\n".join(bad)
    finally:
        app.shutdown()
        i18n.set_language("en")
