"""The end's title scoring told one line at a time (pure text: no pygame): for each player, every
title they score with its glory, the Chronicler's bonus, and their glory at the end."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory import content as C
from game.games.glory.tips import face_title_text, title_text
from game.i18n import _, ngettext


def glory_text(n: int) -> str:
    return ngettext("+{n} glory", "+{n} glory", n).format(n=n)


def scoring_rows(
    titles: list[str], glory: int, total: int, missed: Sequence[str] = (), met: Sequence[str] = ()
) -> list[tuple[str, str, bool, str]]:
    """(text, value, is the total, tooltip) for one player's ``titles_scored`` event: ``glory`` won in all,
    ``total`` their glory at the end of the game; ``missed``: their personal objectives, revealed at
    the end (each scored, or met but not scored, or not met with what it asked); ``met``: those of
    them completed on their own. A title not met takes two rows, its name then what it asked in the
    card face's short words (a row with no value, under it); their tooltip says it in full."""
    secret = [t for t in missed if t in C.TITLES]
    rows = []
    for t in titles:
        if t in C.TITLES:
            name = _(C.TITLES[t].name)
            text = _("{title} (secret title)").format(title=name) if t in secret else name
            rows.append((text, glory_text(C.TITLES[t].glory), False, ""))
    bonus = glory - sum(C.TITLES[t].glory for t in titles if t in C.TITLES)
    if bonus > 0:
        rows.append((_("Chronicler: +1 glory for each title"), glory_text(bonus), False, ""))
    for t in secret:
        if t in titles:
            continue
        name = _(C.TITLES[t].name)
        if t in met:
            line = _("{title} (secret title)").format(title=name)  # its resources went to other titles
            rows += [(line, glory_text(0), False, ""), (_("Met, but not counted"), "", False, "")]
        else:
            # two rows, each at full size: the title and its 0, then what it asked (no value: the width)
            full = _("{title} not met: {condition}").format(title=name, condition=title_text(t))
            rows.append((_("{title} not met").format(title=name), glory_text(0), False, full))
            rows.append((face_title_text(t), "", False, full))
    if not rows:
        rows.append((_("No title scored"), glory_text(0), False, ""))
    rows.append((_("Glory at the end of the game"), str(total), True, ""))
    return rows


def scoring_subtitle(name: str, glory: int, mine: bool) -> str:
    if mine:
        return ngettext("Your titles give you {n} glory.", "Your titles give you {n} glory.", glory).format(n=glory)
    return ngettext("{name}'s titles give {n} glory.", "{name}'s titles give {n} glory.", glory).format(
        name=name, n=glory
    )
