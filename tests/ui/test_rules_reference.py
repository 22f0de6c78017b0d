"""The rules reference: opened by clicks from the menu, the setup screen and a table's Rules dialog;
its search finds words whatever their case and accents, in English and Italian, and jumps to them;
every picture renders; every paragraph is translated; a game in progress is untouched."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.core.registry import all_games, get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.presentation import presentation_of
from game.ui.scenes import persist
from game.ui.scenes import rules_reference_model as model
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.menu import MainMenuScene
from game.ui.scenes.rules_reference import RulesReferenceScene
from game.ui.scenes.setup import SetupScene
from tests import ui_driver

click = ui_driver.click


def reference_games() -> list[str]:
    return sorted(s.id for s in all_games() if presentation_of(s).reference is not None)


@pytest.fixture
def app(tourney_home):
    a = App(headless=True, lang="en")
    a.seed = 4
    a.step(dt=0.05)
    yield a
    a.shutdown()
    i18n.set_language("en")


def button(scene, text: str):
    return next(b for b in scene.gui.buttons if b.alive() and b.text == text)


def search(app: App, scene: RulesReferenceScene, text: str) -> None:
    """Click the search field and type ``text``, as a player does."""
    click(app, scene.search_box.rect.center)
    ui_driver.type_text(app, text)
    app.step(dt=0.05)


def test_every_game_has_a_reference():
    assert set(reference_games()) >= {"tournament", "paladin", "joust", "glory"}


def test_from_the_menu_pick_a_game_then_back_to_the_menu(app):
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    click(app, button(menu, "Rules").rect.center)
    ref = app.top
    assert isinstance(ref, RulesReferenceScene) and ref.chooser is not None
    first = ref.game
    other = next(g for g, _n in ref.games if g != first)
    ui_driver.choose(app, ref.chooser, other)
    ref = app.top
    assert ref.game == other
    assert button(ref, ref.content[0].title)  # the chapters of the chosen game are listed
    click(app, ref.back_button.rect.center)
    assert app.top is menu


def test_from_the_menu_the_rules_open_on_the_game_last_pointed_at(app):
    menu = app.top
    for game in ("glory", "paladin"):
        i = next(i for i, e in enumerate(menu.games) if e.id == game)
        ui_driver.move(app, menu.tile_rects[i].center, frames=2)  # the player points at a game's tile,
        click(app, button(menu, "Rules").rect.center)  # then goes down to Rules
        ref = app.top
        assert isinstance(ref, RulesReferenceScene) and ref.game == game and ref.chooser is not None
        assert ref.chooser.value == game
        click(app, ref.back_button.rect.center)
        assert app.top is menu


def test_from_the_menu_the_rules_open_on_the_game_in_progress(tourney_home):
    seats = (SeatConfig("human", name="Ada"), SeatConfig("bot", "easy"))
    persist.autosave(Session(get("joust"), Options(2, "standard", seats), 8))
    a = App(headless=True, lang="en")
    try:
        a.step(dt=0.05)
        click(a, button(a.top, "Rules").rect.center)
        assert isinstance(a.top, RulesReferenceScene) and a.top.game == "joust"
    finally:
        a.shutdown()


def test_from_the_setup_screen_and_back(app):
    setup = SetupScene(app, get("paladin"))
    app.push(setup)
    app.step(dt=0.05)
    click(app, setup.rules_btn.rect.center)
    ref = app.top
    assert isinstance(ref, RulesReferenceScene) and ref.game == "paladin" and ref.chooser is None
    ui_driver.key(app, pygame.K_ESCAPE)
    assert app.top is setup


def test_search_in_english_finds_a_term_and_jumps_to_it(app):
    ref = RulesReferenceScene(app, "tournament")
    app.push(ref)
    app.step(dt=0.05)
    search(app, ref, "KINGS FAVOUR")
    assert not ref.hits  # every word must occur: "kings" does not
    ref.search_box.set_text("")
    app.step(dt=0.05)
    search(app, ref, "KING'S favour")
    assert ref.showing_hits and ref.hits
    chapters = {ref.content[h.chapter].title for h in ref.hits}
    assert "The nine Contests" in chapters
    hit = next(h for h in ref.hits if ref.content[h.chapter].title == "The nine Contests")
    target = next(b for b in ref.list_buttons if b.text.startswith("The nine Contests:"))
    click(app, target.rect.center)
    block = ref.where[(hit.chapter, hit.item)]
    assert all(b.kind == "ghost" for b in ref.list_buttons)  # the hits, none marked as a chapter
    assert ref.page.marked == block
    assert block in ref.page.visible_blocks()
    assert ref.page.offset > 0
    assert model.spans(ref.page.blocks[block].text, ref.page.query)  # the words are highlighted there


def test_search_in_italian_ignores_accents_and_jumps(app):
    app.set_language("it")
    ref = RulesReferenceScene(app, "tournament")
    app.push(ref)
    app.step(dt=0.05)
    search(app, ref, "PIU PV")
    assert ref.hits, "«più PV» is in the Italian text"
    assert all("più" in ref.content[h.chapter].items[h.item] for h in ref.hits)
    click(app, ref.list_buttons[0].rect.center)
    assert ref.page.marked == ref.where[(ref.hits[0].chapter, ref.hits[0].item)]
    ref.search_box.set_text("")
    app.step(dt=0.05)
    assert not ref.showing_hits and ref.list_buttons[0].text == ref.content[0].title
    click(app, ref.list_buttons[-1].rect.center)  # the last chapter: the page scrolls, the list follows
    app.step(dt=0.05)
    last = len(ref.content) - 1
    assert ref.chapter_on_view() == last
    assert [b.kind for b in ref.list_buttons].count("gold") == 1 and ref.list_buttons[last].kind == "gold"
    ref.page.scroll_by(-10_000)  # the wheel back to the top: the first chapter is marked
    app.step(dt=0.05)
    assert ref.list_buttons[0].kind == "gold" and ref.list_buttons[last].kind == "secondary"


def test_from_a_table_and_back_the_game_is_untouched(app):
    seats = (SeatConfig("human", name="Ada"), SeatConfig("bot", "easy"))
    persist.open_table(app, Session(get("tournament"), Options(2, "standard", seats), 8))
    table = app.top
    for _ in range(10):
        app.step(dt=0.05)
    rules = next(b for b in table.bar_buttons if b.text == "Rules")
    click(app, rules.rect.center)
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    history = list(table.store.history)  # the table is covered from here on
    state = table.store.state
    click(app, button(dialog, "Full rules").rect.center)
    ref = app.top
    assert isinstance(ref, RulesReferenceScene) and ref.game == "tournament"
    for _ in range(20):
        app.step(dt=0.05)
    assert table.store.history == history and table.store.state == state  # nothing moved meanwhile
    click(app, ref.back_button.rect.center)
    assert app.top is table
    assert table.store.history[: len(history)] == history  # the same game goes on from there
    assert table.session.store is table.store


@pytest.mark.parametrize("game", reference_games())
def test_every_picture_renders(game):
    p = presentation_of(get(game))
    chapters = list(p.reference())
    keys = model.picture_keys(chapters)
    assert keys, "a reference shows the game's components"
    for ch in chapters:
        for pic in ch.pictures:
            for key in pic.keys:
                img = p.reference_picture(key)
                assert isinstance(img, pygame.Surface) and img.get_width() > 20 and img.get_height() > 20, key
            small, big = p.reference_picture(pic.keys[0]), p.reference_picture(pic.keys[0], large=True)
            assert big.get_width() > small.get_width() and big.get_height() > small.get_height(), pic.keys[0]
    with pytest.raises(KeyError):
        p.reference_picture("no-such-picture:0")


@pytest.mark.parametrize("game", reference_games())
def test_every_paragraph_is_translated(game):
    make = presentation_of(get(game)).reference
    try:
        i18n.set_language("en")
        english = list(make())
        i18n.set_language("it")
        italian = list(make())
    finally:
        i18n.set_language("en")
    assert len(english) == len(italian)
    for en, it in zip(english, italian):
        assert en.title != it.title, en.title
        assert len(en.items) == len(it.items)
        for a, b in zip(en.paragraphs, it.paragraphs):
            assert a != b, f"not translated: {a[:80]}"
        for a, b in zip(en.pictures, it.pictures):
            assert a.keys == b.keys and (a.caption != b.caption or not a.caption), a.caption


def test_search_folds_case_and_accents_and_needs_every_word():
    ch = [
        model.Chapter("Perché", ("Il cavaliere è qui.", model.Picture(("x",)), "Un’altra carta.")),
        model.Chapter("Two", ("Nothing here.",)),
    ]
    assert [(h.chapter, h.item) for h in model.search(ch, "È QUI")] == [(0, 0)]
    assert [(h.chapter, h.item) for h in model.search(ch, "un'altra")] == [(0, 2)]
    assert [(h.chapter, h.item) for h in model.search(ch, "perche carta")] == [(0, 2)]  # the title counts
    assert model.search(ch, "cavaliere nothing") == []
    assert model.search(ch, "  ") == [] and model.search(ch, "è") == []  # a single letter is no search
    assert model.spans("Il cavaliere è qui.", "QUI") == [(15, 18)]
    assert model.spans("Perché è così", "perche COSI") == [(0, 6), (9, 13)]


def test_ctrl_f_puts_the_keyboard_in_the_search_and_esc_clears_it(app):
    ref = RulesReferenceScene(app, "glory")
    app.push(ref)
    app.step(dt=0.05)
    ui_driver.key(app, pygame.K_f, mod=pygame.KMOD_CTRL, frames=2)
    assert ref.search_box.is_focused
    ui_driver.type_text(app, "otto")
    app.step(dt=0.05)
    assert ref.hits and all(ref.content[h.chapter].title == "Solo" for h in ref.hits)
    ui_driver.key(app, pygame.K_ESCAPE, frames=2)
    assert app.top is ref and ref.query == "" and not ref.showing_hits  # the first Esc clears the search
    ui_driver.key(app, pygame.K_ESCAPE, frames=2)
    assert app.top is not ref


def test_switching_language_rebuilds_the_page_and_keeps_the_search(app):
    ref = RulesReferenceScene(app, "joust")
    app.push(ref)
    app.step(dt=0.05)
    search(app, ref, "fan")
    english = [ref.content[h.chapter].items[h.item] for h in ref.hits]
    app.set_language("it")
    app.step(dt=0.05)
    assert ref.content[0].title != "Goal" and ref.query == "fan"
    italian = [ref.content[h.chapter].items[h.item] for h in ref.hits]
    assert italian and italian != english  # the Italian paragraphs that speak of fans
    assert all("fan" in model.fold(p) for p in italian)


def _button(app, kind: int, pos) -> None:
    app.step([pygame.event.Event(kind, pos=pos, button=1)], dt=0.05)
    app.step(dt=0.05)


def test_a_picture_is_shown_enlarged_only_while_the_mouse_button_is_held_on_it(app):
    ref = RulesReferenceScene(app, "paladin")
    app.push(ref)
    away = (ref.page.rect.centerx, ref.page.rect.bottom + 40)
    ui_driver.move(app, away, frames=2)
    assert ref.zoomed() is None
    plain = app.surface.copy()
    assert len(ref.page.spots) == sum(len(p.keys) for ch in ref.content for p in ch.pictures)  # each once
    rect, key = ref.page.spots[0]  # the first chapter's first picture, on screen from the start
    on = rect.move(ref.page.rect.x + 10, ref.page.rect.y + 10 - ref.page.offset).center
    ui_driver.move(app, on, frames=2)
    assert ref.zoomed() is None  # hovering while reading covers nothing but the picture, which says how
    at = ref.page.picture_at(on)[1]
    hint = (at.centerx, at.bottom - 26)
    assert app.surface.get_at(hint) != plain.get_at(hint)
    beside_text = (at.right + 40, at.centery)
    assert app.surface.get_at(beside_text) == plain.get_at(beside_text)
    _button(app, pygame.MOUSEBUTTONDOWN, on)
    found = ref.zoomed()
    assert found is not None and found[0] == key
    big = ref.picture(key, large=True)
    beside = big.get_rect(midleft=(found[1].right + 16, found[1].centery)).clamp(pygame.Rect(0, 0, 1600, 900))
    points = (beside.center, (beside.centerx, beside.top + 40), (beside.centerx, beside.bottom - 40))
    assert all(app.surface.get_at(p) != plain.get_at(p) for p in points)  # the enlarged face beside the small one
    _button(app, pygame.MOUSEBUTTONUP, on)
    assert ref.zoomed() is None
    _button(app, pygame.MOUSEBUTTONDOWN, on)
    assert ref.zoomed() is not None
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0)], dt=0.05)
    app.step(dt=0.05)
    assert ref.zoomed() is None  # scrolling puts it away
    assert ref.page.offset > 0


def test_without_any_reference_the_screen_opens_empty(app, monkeypatch):
    from game.ui.scenes import rules_reference

    monkeypatch.setattr(rules_reference, "reference_games", lambda: [])
    ref = RulesReferenceScene(app, choose=True)
    app.push(ref)
    app.step(dt=0.05)
    assert ref.content == [] and ref.list_buttons == []
    click(app, ref.back_button.rect.center)
    assert app.top is not ref


def test_the_italian_contest_rule_says_every_player_as_the_table_does():
    """The full rules in Italian say, as the table does, that no Contest may be called until *every*
    player has played a first turn (a playtest read «finché qualche giocatore…» as «once one has»)."""
    from game.games.tournament.prompts import hint

    try:
        i18n.set_language("it")
        chapter = next(ch for ch in presentation_of(get("tournament")).reference() if ch.title == "3. Indire una Gara")
        blocked = hint(type("V", (), {"phase": "play", "turns": 0, "players": 2})(), [45], [45])
    finally:
        i18n.set_language("en")
    rule = "finché ogni giocatore non ha giocato il suo primo turno"
    assert rule in blocked
    assert any(rule in p for p in chapter.paragraphs)
    assert not any("qualche giocatore" in p for p in chapter.paragraphs)
