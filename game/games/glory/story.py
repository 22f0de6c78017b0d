"""The results screen's story of a Glory game (pure text: no pygame): who won and why (a tie on
glory is broken by Prestige tokens), then for each player in the final order their titles with
their glory, then how the rounds went (glory at the end of each, tournament duels and jousts won).
Lines about the person at the screen use their own second-person messages."""

from __future__ import annotations

from typing import Any

from game.games.glory import content as C
from game.i18n import _, ngettext
from game.ui.names import seat_label, the_viewer


def story(session: Any) -> list[tuple[int | None, str]]:
    """(seat or None, line) in the order the results screen shows them."""
    store = session.store
    state, you = store.state, the_viewer(session)
    rounds: list[dict[str, Any]] = []
    titles: dict[int, tuple[list[str], int, list[str]]] = {}
    otto: list[tuple[int | None, str]] = []
    for i, step in enumerate(store.history):
        for ev in step.events:
            d = ev.data
            if ev.kind == "round_start":
                rounds.append({"round": d["round"], "wins": [0] * state.n, "trophy": None, "glory": None})
            elif not rounds:
                continue
            elif ev.kind == "duel_end" and d.get("context") == "tournament" and _seat(d.get("seat"), state.n):
                rounds[-1]["wins"][d["seat"]] += 1
            elif ev.kind == "trophy" and str(d.get("winner", "")).startswith("p:"):
                rounds[-1]["trophy"] = int(d["winner"][2:])
            elif ev.kind == "tournament_over":
                rounds[-1]["glory"] = d.get("glory", store.score_history[i + 1])  # at its end, not the step's
            elif ev.kind == "titles_scored" and _seat(d.get("seat"), state.n):
                unscored = [t for t in d.get("secret", ()) if t not in d["titles"]]  # revealed at the end
                titles[d["seat"]] = (list(d["titles"]), int(d["glory"]), unscored)
            elif ev.kind == "otto_titles":
                lines = otto_title_lines(list(d["titles"]), list(d.get("secret", ())), int(d["glory"]))
                otto = [(None, line) for line in lines]
    order = [seat for group in _ranking(session) for seat in group]
    lines = winner_lines(session)
    lines += [(s, title_line(s == you, seat_label(session, s), *titles[s])) for s in order if s in titles]
    lines += otto
    after = {s: _after_tournaments(state, rounds, s, titles[s][1]) for s in titles if rounds}
    return lines + [(s, rounds_line(rounds, s, after.get(s))) for s in order if rounds]


def _after_tournaments(state: Any, rounds: list[dict[str, Any]], seat: int, titles_glory: int) -> int | None:
    """Glory won after the last tournament and before the titles (the final journey), or None."""
    last = rounds[-1]["glory"]
    if last is None or seat >= len(last) or rounds[-1]["round"] < C.ROUNDS:
        return None
    return state.players[seat].glory - int(last[seat]) - titles_glory


def _seat(value: Any, n: int) -> bool:
    return isinstance(value, int) and 0 <= value < n


def _ranking(session: Any) -> list[tuple[int, ...]]:
    outcome = session.store.outcome()
    return [tuple(g) for g in outcome.ranking] if outcome is not None else [tuple(range(session.store.state.n))]


def solo_line(state: Any) -> str:
    """How a solo game was won or lost, in its mode's terms (``rules.solo_won``)."""
    o, p = state.solo, state.players[0]
    if o.mode == "champion":
        won = p.tournaments_won
        if won >= C.ROUNDS:
            return _("You win all three tournaments.")
        return ngettext(
            "{n} of 3 tournaments won: Champion needs all three.",
            "{n} of 3 tournaments won: Champion needs all three.",
            won,
        ).format(n=won)
    if o.mode == "score":
        target = C.SCORE_TARGETS[o.difficulty]
        if p.glory >= target:
            return _("You reach {g} glory: {t} were needed.").format(g=p.glory, t=target)
        return _("You end with {g} glory, short of the {t} needed.").format(g=p.glory, t=target)
    mine, his = (p.glory, len(p.prestige)), (o.glory, o.prestige)
    if mine[0] != his[0]:
        line = _("You beat Otto, {a} glory to {b}.") if mine > his else _("Otto beats you, {b} glory to {a}.")
        return line.format(a=mine[0], b=his[0])
    line = (
        _("You beat Otto at {g} glory each: your Prestige tokens ({a}) outweigh his prestige ({b}).")
        if mine > his
        else _("Otto beats you at {g} glory each: your Prestige tokens ({a}) do not outweigh his prestige ({b}).")
    )
    return line.format(g=mine[0], a=mine[1], b=his[1])


def winner_lines(session: Any) -> list[tuple[int | None, str]]:
    """Who won, with what, and why ahead of the next: glory, or prestige tokens on equal glory."""
    state, you = session.store.state, the_viewer(session)
    if state.solo is not None:
        return [(0, solo_line(state))]
    ranking = [g for g in _ranking(session) if g]
    if not ranking:
        return []
    glory = [p.glory for p in state.players]
    prestige = [len(p.prestige) for p in state.players]
    first = ranking[0]
    if len(first) > 1:  # the same glory and prestige: a shared victory
        names = ", ".join(seat_label(session, s) for s in first)
        p = prestige[first[0]]
        text = ngettext(
            "{names} share the victory: {g} glory and {p} Prestige token each.",
            "{names} share the victory: {g} glory and {p} Prestige tokens each.",
            p,
        )
        return [(None, text.format(names=names, g=glory[first[0]], p=p))]
    w = first[0]
    mine = w == you
    name = seat_label(session, w)
    nxt = ranking[1][0] if len(ranking) > 1 else None
    if nxt is None:
        text = _("You win with {g} glory.") if mine else _("{name} wins with {g} glory.")
        return [(w, text.format(name=name, g=glory[w]))]
    other, beaten = seat_label(session, nxt), nxt == you  # "ahead of you", never "ahead of You"
    if glory[w] == glory[nxt]:
        if mine:
            text = _("You win on Prestige tokens: {g} glory like {other}, but {p} Prestige tokens to {q}.")
        elif beaten:
            text = _("{name} wins on Prestige tokens: {g} glory like you, but {p} Prestige tokens to {q}.")
        else:
            text = _("{name} wins on Prestige tokens: {g} glory like {other}, but {p} Prestige tokens to {q}.")
        return [(w, text.format(name=name, other=other, g=glory[w], p=prestige[w], q=prestige[nxt]))]
    gap = glory[w] - glory[nxt]
    if mine:
        text = ngettext(
            "You win with {g} glory, {d} ahead of {other}.", "You win with {g} glory, {d} ahead of {other}.", gap
        )
    elif beaten:
        text = ngettext(
            "{name} wins with {g} glory, {d} ahead of you.", "{name} wins with {g} glory, {d} ahead of you.", gap
        )
    else:
        text = ngettext(
            "{name} wins with {g} glory, {d} ahead of {other}.",
            "{name} wins with {g} glory, {d} ahead of {other}.",
            gap,
        )
    return [(w, text.format(name=name, other=other, g=glory[w], d=gap))]


def title_line(mine: bool, name: str, titles: list[str], glory: int, unscored: list[str] | None = None) -> str:
    """One player's titles at the end: each with its glory, and the Chronicler's bonus; then their
    personal objectives that scored nothing (``unscored``), revealed at the end."""
    line = _scored_line(mine, name, titles, glory)
    missed = [_(C.TITLES[t].name) for t in unscored or () if t in C.TITLES]
    if missed:
        text = ngettext("Secret title not scored: {titles}.", "Secret titles not scored: {titles}.", len(missed))
        line += " " + text.format(titles=", ".join(missed))
    return line


def _scored_line(mine: bool, name: str, titles: list[str], glory: int) -> str:
    known = [t for t in titles if t in C.TITLES]
    worth = _("{title} ({n})")
    parts = [worth.format(title=_(C.TITLES[t].name), n=C.TITLES[t].glory) for t in known]
    bonus = glory - sum(C.TITLES[t].glory for t in known)
    if bonus > 0:
        parts.append(worth.format(title=_("Chronicler"), n=bonus))
    if not parts:
        return _("Your titles: none scored.") if mine else _("{name}'s titles: none scored.").format(name=name)
    listed, points = ", ".join(parts), ngettext("{n} glory point", "{n} glory points", glory).format(n=glory)
    if mine:
        return ngettext(
            "Your title scores {points}: {titles}.", "Your titles score {points}: {titles}.", len(parts)
        ).format(points=points, titles=listed)
    return ngettext(
        "{name}'s title scores {points}: {titles}.", "{name}'s titles score {points}: {titles}.", len(parts)
    ).format(name=name, points=points, titles=listed)


def otto_title_lines(titles: list[str], secret: list[str], glory: int) -> list[str]:
    """Otto's titles at the end (Rivalry), each with its glory: the glory in all with his public titles,
    then his secret titles on a line of their own (one line of all of them would not fit)."""
    known = [t for t in titles if t in C.TITLES]
    if not known:
        return [_("{name}'s titles: none scored.").format(name=_("Otto"))]

    def listed(ids: list[str]) -> str:
        return ", ".join(_("{title} ({n})").format(title=_(C.TITLES[t].name), n=C.TITLES[t].glory) for t in ids)

    public, hidden = [t for t in known if t not in secret], [t for t in known if t in secret]
    points = ngettext("{n} glory point", "{n} glory points", glory).format(n=glory)
    lines = [
        _("Otto's titles score {points}; public ones: {titles}.").format(points=points, titles=listed(public))
        if public
        else _("Otto's titles score {points}.").format(points=points)
    ]
    if hidden:
        text = ngettext("Otto's secret title: {titles}.", "Otto's secret titles: {titles}.", len(hidden))
        lines.append(text.format(titles=listed(hidden)))
    return lines


def rounds_line(rounds: list[dict[str, Any]], seat: int, after: int | None = None) -> str:
    """How the rounds went for ``seat``: glory after each round's tournament, then what the final journey
    added (``after``, when not 0), tournament duels won, and the rounds whose joust they won."""
    glory = [str(int(r["glory"][seat])) for r in rounds if r["glory"] is not None and seat < len(r["glory"])]
    wins = sum(r["wins"][seat] for r in rounds)
    jousts = [str(r["round"]) for r in rounds if r["trophy"] == seat]
    parts = [_("{glory} glory by round").format(glory=", ".join(glory))] if glory else []
    if after:
        parts.append(_("then {n} glory on the final journey").format(n=f"{after:+d}".replace("-", "−")))
    parts.append(ngettext("{n} tournament duel won", "{n} tournament duels won", wins).format(n=wins))
    if jousts:  # which rounds' jousts (the Joust à Plaisance's winner takes its trophy)
        text = ngettext("joust won in round {rounds}", "jousts won in rounds {rounds}", len(jousts))
        parts.append(text.format(rounds=", ".join(jousts)))
    return " · ".join(parts)
