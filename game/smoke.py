"""``python -m game smoke --out DIR [--lang it]``: open every scene headless and write one PNG each.

For every game in the menu it opens the setup screen, a table where seat 0 is a human and every
other seat a bot, plays a few turns (seat 0's moves are random legal ones submitted through the
table, like clicks), the extra screenshots its presentation asks for (``Presentation.smoke``), the
rules dialog, the pass-to screen and the results of a finished game. Shell
scenes are written as ``app-<scene>.png``, game scenes as ``<game>-<scene>.png``. Returns non-zero
when any scene raised.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

SMOKE_SEED = 20240601
MAX_FRAMES = 600
MAX_MOVES = 20_000


def play_to_midgame(app, table, rng, max_frames: int = MAX_FRAMES) -> None:
    """Drive a table until ``table.smoke_steps()`` moves are played and the human may act again: bots
    play themselves, the human plays random legal moves, animations are skipped."""
    store = table.session.store
    steps = getattr(table, "smoke_steps", None)
    target = max(4, steps() if callable(steps) else 12)
    for _ in range(max_frames):
        if len(store.history) >= target and table.can_act():
            break
        if table.rules.outcome(store.state) is not None:
            break
        if table.animating:
            table.skip_animations()
        if table.can_act() and table.legal:
            table.submit(rng.choice(table.legal))
        app.step(dt=0.05)
        if app.top is not table:
            break


def review_example(app: Any) -> Any:
    """The review screen of a Tournament game played to its end by easy bots, with made-up estimates
    (a real review takes minutes): every decision of seat 0, three of them costly."""
    import math

    from game.core.registry import get
    from game.core.rules import Options, SeatConfig, normalize_action
    from game.core.serial import to_jsonable
    from game.core.session import Session
    from game.ui.scenes.review import ReviewScene

    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "easy"), SeatConfig("bot", "easy"))
    session = Session(get("tournament"), Options(3, "standard", seats), SMOKE_SEED)
    store = session.store
    decisions = []
    for _ in range(MAX_MOVES):
        if store.outcome() is not None:
            break
        seat = min(store.actors())
        legal = store.legal_actions(seat)
        action = session.bot_choose(seat) if seat != 0 else legal[len(store.actions) % len(legal)]
        if seat == 0 and len(legal) > 1:
            other = next(a for a in legal if normalize_action(a) != normalize_action(action))
            k = len(decisions)
            chance = 0.5 + 0.3 * math.sin(k / 6) - 0.004 * k
            decisions.append({"move": len(store.actions), "played": to_jsonable(action), "chance": chance,
                              "best": to_jsonable(other), "best_chance": chance})  # fmt: skip
        store.apply(seat, action)
    for k, cost in zip((len(decisions) // 4, len(decisions) // 2, 3 * len(decisions) // 4), (0.22, 0.15, 0.09)):
        d = decisions[k]
        d["chance"] = max(0.0, d["chance"] - cost)
        d["cost"] = cost
    for d in decisions:
        d["chance"], d["best_chance"] = round(d["chance"], 3), round(max(d["chance"], d["best_chance"]), 3)
        d["cost"] = round(d["best_chance"] - d["chance"], 3)
        d["spread"], d["noise"] = 0.02 + 0.01 * (d["move"] % 3), 0.02
    drops = sorted((d for d in decisions if d["cost"] > 0), key=lambda d: -d["cost"])[:3]
    result = {"game": "tournament", "seat": 0, "decisions": decisions, "biggest_drops": drops}
    return ReviewScene(app, session, 0, result=result)


def play_until(table, done, seed: int = 7, limit: int = 6000, prefer=None) -> bool:
    """Smoke helper: every seat plays through the store (bots their own moves, humans random legal
    ones, among those ``prefer(action)`` likes if any) until ``done(state)`` or the game ends; the
    table then shows the result. True if done."""
    from game.core.rng import Rng

    rng, store = Rng.from_seed(seed), table.store
    for _ in range(limit):
        if done(store.state) or table.rules.outcome(store.state) is not None:
            break
        seat = min(table.rules.actors(store.state))
        legal = store.legal_actions(seat)
        liked = [a for a in legal if prefer(a)] if prefer is not None else []
        bot = table.session.is_bot(seat)
        store.apply(seat, table.session.bot_choose(seat) if bot else rng.choice(liked or legal))
    table.skip_animations()
    table.refresh()
    table.rebuild_log()
    return done(store.state)


def fresh_table(table, players: int | None = None, extra: tuple = (), seed: int = SMOKE_SEED) -> Any:
    """Smoke helper: a new game of ``table``'s game opened on top of it, the mouse off the screen:
    ``players`` seats (seat 0 the human "Ada", random bots; default: ``table``'s seats), ``extra``
    options over ``table``'s own."""
    from dataclasses import replace

    from game.core.rules import SeatConfig
    from game.core.session import Session
    from game.ui.scenes import persist

    options = table.session.options
    if players is not None:
        bot = SeatConfig("bot", "random")
        seats = (SeatConfig("human", "", "Ada"),) + (bot,) * (players - 1)
        options = replace(options, players=players, seats=seats)
    given = {k for k, _v in extra}
    options = replace(options, extra=tuple(extra) + tuple((k, v) for k, v in options.extra if k not in given))
    table.app.mouse_pos = (-1, -1)
    persist.open_table(table.app, Session(table.spec, options, seed))
    return table.app.top


def hover(table: Any, key: Any) -> None:
    """Point the mouse at the zoomable spot drawn for ``key`` (its zoom and tooltip show)."""
    table.app.step(dt=0.05)
    spot = next((x for x in table.spots.shown if x.key == key and x.zoom is not None), None)
    if spot is not None:
        table.app.mouse_pos = spot.rect.center


def hold_on(table, wanted, limit: int = 200) -> bool:
    """Smoke helper: play the table's timeline on until an animation ``wanted(anim)`` is on screen, then
    hold it there for the screenshot (a pause or an announcement for good, a roll mid-way through the
    two frames the shot takes at the smoke's speed). True if one came."""
    from game.ui.kit.dice import Roll

    for _ in range(limit):
        found = [a for a in table.timeline.running() if wanted(a)]
        if found:
            for a in found:
                if isinstance(a, Roll):
                    a.t = 0.45 * a.duration - 0.8
                else:
                    a.duration = 1000.0
            return True
        if not table.timeline.busy:
            return False
        table.timeline.update(0.5, 1.0)
    return False


def reference_query(chapters: Any) -> str:
    """A word to search the rules reference for: the longest word of its second chapter's first paragraph."""
    paragraphs = [p for ch in chapters[1:2] for p in ch.paragraphs] or [p for ch in chapters for p in ch.paragraphs]
    found = max((w.strip(".,;:()—«»") for w in paragraphs[0].split()), key=len) if paragraphs else ""
    return found


def statistics_example(app: Any) -> Any:
    """The statistics screen showing a few made-up Tournament records (nothing is written)."""
    from game import stats
    from game.ui.scenes.statistics import StatisticsScene

    scene = StatisticsScene(app, "tournament")
    example = stats.Statistics()
    for i, (level, results) in enumerate((("easy", "WWLWW"), ("medium", "WLLWLW"), ("hard", "LLWL"))):
        for j, r in enumerate(results):
            example.add(f"{level}{j}", "tournament", level, r == "W", float(8 + (i * 5 + j * 3) % 9))
    scene.stats = example
    scene.repaint()
    return scene


def run_smoke(out_dir: str | Path, lang: str = "en", games: list[str] | None = None) -> int:
    """Render every scene of every game to ``out_dir``; returns 0 when nothing failed.

    ``games`` limits the run to those game ids (hidden test games included); default: the menu's games.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.settings import cache_dir

    home = os.environ.get("TOURNEY_HOME")
    shared = [cache_dir() / "art", cache_dir() / "menu"]  # rendered art is safe (and slow) to share
    os.environ["TOURNEY_HOME"] = tempfile.mkdtemp(prefix="tourney-smoke-")  # never touch the player's saves
    for real in shared:
        try:
            real.mkdir(parents=True, exist_ok=True)
            (cache_dir() / real.name).symlink_to(real, target_is_directory=True)
        except OSError:
            pass  # no symlinks here: the smoke run renders its own art
    try:
        return _run(Path(out_dir), lang, games)
    finally:
        if home is None:
            os.environ.pop("TOURNEY_HOME", None)
        else:
            os.environ["TOURNEY_HOME"] = home


def _run(out: Path, lang: str, games: list[str] | None) -> int:
    from game.app import App
    from game.core.registry import all_games, get
    from game.core.rng import Rng
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.settings import Settings
    from game.ui.presentation import presentation_of
    from game.ui.scenes.crash import CrashScene
    from game.ui.scenes.pass_to import PassToScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.table import TableScene

    out.mkdir(parents=True, exist_ok=True)
    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=8.0), lang=lang)
    app.seed = SMOKE_SEED
    failures: list[str] = []
    written: list[Path] = []

    def frames(n: int = 2) -> None:
        for _ in range(n):
            app.step(dt=0.05)

    def shot(name: str, n: int = 2) -> None:
        before = app.last_crash
        frames(n)
        if app.last_crash != before or isinstance(app.top, CrashScene):
            failures.append(f"{name}: crashed, see {app.last_crash}")
            app.go_to_menu()
            return
        written.append(app.screenshot(out / f"{name}.png"))

    def guarded(name: str, fn: Callable[[], None]) -> None:
        try:
            fn()
        except Exception:  # noqa: BLE001 - report every failing scene, keep going
            failures.append(f"{name}: {traceback.format_exc()}")
            app.go_to_menu()

    # --- shell scenes ---------------------------------------------------------------------------
    def shell() -> None:
        from game.ui.scenes.about import AboutScene
        from game.ui.scenes.dialog import DialogScene
        from game.ui.scenes.saves import LoadScene
        from game.ui.scenes.settings import SettingsScene

        app.go_to_menu()
        shot("app-menu")
        for name, scene in (("settings", SettingsScene), ("about", AboutScene), ("load", LoadScene)):
            app.go_to_menu()
            app.push(scene(app))
            shot(f"app-{name}")
        app.go_to_menu()
        review = review_example(app)
        app.push(review)
        shot("app-review")
        review.see_position(review.drops()[-1])  # the last listed decision's table, as the player saw it
        shot("app-review-position")
        app.go_to_menu()
        app.push(statistics_example(app))
        shot("app-statistics")
        from game.i18n import _

        app.go_to_menu()

        app.push(DialogScene(app, lambda: _("Cannot load this save"), lambda: _("This file is not a Tourney save.")))
        shot("app-dialog")
        app.go_to_menu()
        app.push(CrashScene(app), {"path": "/path/to/crash.log", "error": "RuntimeError: example"})
        frames()
        written.append(app.screenshot(out / "app-crash.png"))
        app.go_to_menu()
        from game.ui.scenes.tutorial_menu import TutorialMenuScene

        app.push(TutorialMenuScene(app))
        shot("app-learn")
        app.go_to_menu()

    guarded("app", shell)

    # --- every game --------------------------------------------------------------------------------
    for spec in [get(g) for g in games] if games is not None else all_games():
        rng = Rng.from_seed(SMOKE_SEED)
        level = "random" if "random" in spec.bots else next(iter(spec.bots))
        variant = spec.variants[0].id if spec.variants else "standard"
        players = min(spec.players_for(variant), key=lambda n: abs(n - 3))
        seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", level) for i in range(players))
        extra = tuple((o.key, o.default) for o in spec.options)
        options = Options(players, variant, seats, extra)
        state: dict = {}

        def setup(spec=spec) -> None:
            app.go_to_menu()
            app.push(SetupScene(app, spec))
            shot(f"{spec.id}-setup")

        def table(spec=spec, options=options, rng=rng, state=state) -> None:
            from game.ui.scenes import persist

            session = Session(spec, options, SMOKE_SEED)
            app.go_to_menu()
            persist.open_table(app, session)
            t = app.top
            assert isinstance(t, TableScene), f"scene factory gave {type(t).__name__}, not a TableScene"
            state["session"], state["table"] = session, t
            play_to_midgame(app, t, rng)
            shot(f"{spec.id}-table")
            extras = presentation_of(spec).smoke
            for name, prepare in extras(t) if extras is not None else ():
                if app.top is not t:
                    app.go_to_menu()
                    app.push(t)
                prepare()
                shot(name if name.startswith(f"{spec.id}-") else f"{spec.id}-table-{name}")  # a full id stays

        def rules(spec=spec, state=state) -> None:
            t = state.get("table")
            if t is None:
                return
            app.go_to_menu()
            app.push(t)
            t.show_rules()
            shot(f"{spec.id}-rules")

        def reference(spec=spec) -> None:
            from game.ui.scenes.rules_reference import has_reference, open_reference

            if not has_reference(spec.id):
                return
            app.go_to_menu()
            scene = open_reference(app, spec.id)
            shot(f"{spec.id}-reference")
            scene.search_box.set_text(reference_query(scene.content))
            frames()
            if scene.hits:
                scene.jump(scene.hits[-1].chapter, scene.hits[-1].item)
            shot(f"{spec.id}-reference-search")

        def pass_to(spec=spec) -> None:
            app.go_to_menu()
            app.push(PassToScene(app, 0, "Ada", lambda seat: None))
            shot(f"{spec.id}-pass")

        def results(spec=spec, state=state, rng=rng, options=options) -> None:
            session = state.get("session") or Session(spec, options, SMOKE_SEED)
            store = session.store
            for _ in range(MAX_MOVES):
                if session.rules.outcome(store.state) is not None:
                    break
                seat = min(session.rules.actors(store.state))
                if session.is_bot(seat):
                    action = session.bot_choose(seat)
                else:
                    action = rng.choice(store.legal_actions(seat))
                store.apply(seat, action)
            assert session.rules.outcome(store.state) is not None, "the game did not end"
            app.go_to_menu()
            app.push(ResultsScene(app, session))
            shot(f"{spec.id}-results")

        def tutorial(spec=spec) -> None:
            from game.ui.scenes.tutorial import open_tutorial, show_tutorial_step

            app.go_to_menu()
            if open_tutorial(app, spec.id):
                show_tutorial_step(app, app.top)
                shot(f"{spec.id}-tutorial")

        for label, fn in (
            ("setup", setup),
            ("table", table),
            ("rules", rules),
            ("reference", reference),
            ("pass", pass_to),
            ("results", results),
            ("tutorial", tutorial),
        ):
            guarded(f"{spec.id}-{label}", fn)

    for f in failures:
        print(f"smoke: FAILED {f}", file=sys.stderr)
    print(f"smoke: wrote {len(written)} PNG files to {out} ({lang}); {len(failures)} failures")
    app.shutdown()
    return 1 if failures else 0
