"""A question before a risky move (ending a turn with a knight still to play, calling a contest one may
lose): a dialog whose answers are all drawn alike, none suggested, since the risky choice is the
player's own. A question may offer "…, don’t ask again" (``never_again``): that answer turns its
setting (a bool ``Settings`` field, saved at once) off, so the question stays quiet in later games too,
until the player turns it back on in Settings."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.ui.scenes.dialog import DialogScene, Label

Answer = tuple[Label, Callable[[], None] | None]
"""A button's words and what it does (None: it only closes the question)."""


def asked(app: Any, setting: str) -> bool:
    """Whether the question behind ``setting`` is still asked (True unless the player turned it off)."""
    return bool(getattr(app.settings, setting, True))


def never_again(app: Any, setting: str, label: Label, then: Callable[[], None]) -> Answer:
    """The answer that turns ``setting`` off (saved in the settings), then does ``then``."""

    def answer() -> None:
        app.update_settings(**{setting: False})
        then()

    return (label, answer)


def ask(app: Any, title: Label, message: Label, answers: Sequence[Answer], width: int) -> DialogScene:
    """Push the question with ``answers`` in order, every button in the plain (secondary) style."""
    dialog = DialogScene(app, title, message, [(label, then, "secondary") for label, then in answers], width=width)
    app.push(dialog)
    return dialog
