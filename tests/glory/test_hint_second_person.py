"""The Hint's reason speaks to the player in the second person, in English and Italian, where the
bot's own reason for the same move speaks of the bot in the third person."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory.hint_words import hint_reason
from game.games.glory.reasons import explain
from tests.glory.duel_host import session


def _at_action():
    sess = session(seed=1)
    store = sess.store
    for _ in range(50):
        if 0 in sess.rules.actors(store.state) and store.state.phase == "action":
            return store.state
        seat = min(sess.rules.actors(store.state))
        store.apply(seat, sess.bot_choose(seat) if sess.is_bot(seat) else store.legal_actions(seat)[0])
    raise AssertionError("no action phase for the viewer")


@pytest.mark.parametrize(
    ("lang", "bot_words", "hint_words"),
    [
        ("en", "keeps one", "You draw three titles and keep one, glory at the end of the game if you meet it"),
        ("it", "ne tiene uno", "Peschi tre titoli e ne tieni uno, gloria a fine partita se lo soddisfi"),
    ],
)
def test_new_objective_hint_says_you(lang, bot_words, hint_words):
    state = _at_action()
    i18n.set_language(lang)
    try:
        bot, hint = explain(state, 0, ("place", "objective")), hint_reason(state, 0, ("place", "objective"))
    finally:
        i18n.set_language("en")
    assert bot_words in bot  # the bot's "why?" stays in the third person
    assert hint.startswith(hint_words)


def test_herald_hint_says_you_in_italian():
    state = _at_action()
    i18n.set_language("it")
    try:
        hint = hint_reason(state, 0, ("place", "herald"))
        bot = explain(state, 0, ("place", "herald"))
    finally:
        i18n.set_language("en")
    assert "sceglie per primo il suo posto" in bot
    assert hint.startswith("Scegli per primo il tuo posto nella giostra")
