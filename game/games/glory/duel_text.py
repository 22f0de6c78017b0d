"""Log lines for duel events (translated), for Glory's ``describe``.

``describe_duel_event(event, names, you)`` returns one line for a ``duel_*`` event, or "" for events that
need no line (automatic passes, events of other kinds). ``names`` gives the display name of each side
(0 = left, 1 = right); the integrator knows them (player names, knight names translated); ``you`` is
the reader's side, whose lines are second-person messages.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Event
from game.i18n import _, ngettext, pgettext


def item_name(kind: str) -> str:
    """Translated name of a support kind, relic kind or prestige colour."""
    from game.games.glory import content as C

    if kind in C.SUPPORT_KINDS:
        return _(C.SUPPORT_KINDS[kind].name)
    if kind in C.RELIC_NAMES:
        return _(C.RELIC_NAMES[kind])
    if kind in C.PRESTIGE_NAMES:
        return _(C.PRESTIGE_NAMES[kind])
    return kind


def describe_duel_event(event: Event, names: Sequence[str], you: int | None = None) -> str:
    """One translated log line for a duel event ('' when nothing is worth a line); ``you`` is the side
    of the player reading it (their lines are in the second person), None for a spectator."""
    d = event.data
    kind = event.kind
    side = d.get("side")
    name = names[side] if isinstance(side, int) and 0 <= side < len(names) else ""
    mine = you is not None and side == you
    if kind == "duel_start":
        if you is not None:
            return _("Duel: you against {other}.").format(other=names[1 - you])
        return _("Duel: {a} against {b}.").format(a=names[0], b=names[1])
    if kind == "duel_step":
        return _("Clash {n} begins.").format(n=d["clash"]) if d.get("step") == "strength" else ""
    if kind == "duel_pass":
        if d.get("auto"):  # no choice: not worth a line, but for a lance step between two players,
            # where the other's "plays no lance support" would leave this side's step unsaid
            pvp = all(str(x).startswith("p:") for x in d.get("entrants") or ("", ""))
            if not (pvp and d.get("step") == "lance1"):
                return ""
            return (
                _("You have no lance support to play.") if mine else _("{name} has no lance support to play.")
            ).format(name=name)
        return _pass_line(d.get("step", ""), mine).format(name=name)
    if kind == "duel_support":
        if d.get("target"):
            line = (
                _("You play {support} and reactivate {target}.")
                if mine
                else _("{name} plays {support} and reactivates {target}.")
            )
            return line.format(name=name, support=item_name(d["support"]), target=item_name(d["target"]))
        if "dice" not in d:  # a tent support, before the first clash: no attack yet, say what it does
            from game.games.glory.tips import item_text

            played = (_("You play {support}.") if mine else _("{name} plays {support}.")).format(
                name=name, support=item_name(d["support"])
            )
            return f"{played} {item_text(d['support'])}".strip() if mine else played  # its text says "you"
        line = (
            _("You play {support} (attack {a} against {b}).")
            if mine
            else _("{name} plays {support} (attack {a} against {b}).")
        )
        return line.format(name=name, support=item_name(d["support"]), a=d["attack"][side], b=d["attack"][1 - side])
    if kind == "duel_strength":
        n = d["added"]
        if mine:
            line = ngettext(
                "You add {n} Strength token ({total} in play).", "You add {n} Strength tokens ({total} in play).", n
            )
        else:
            line = ngettext(
                "{name} adds {n} Strength token ({total} in play).",
                "{name} adds {n} Strength tokens ({total} in play).",
                n,
            )
        return line.format(name=name, n=n, total=d["total"])
    if kind == "duel_roll":
        if "knight_die" in d:
            line = (
                _("You roll a white die: {v} (attack {a}).")
                if mine
                else _("{name} rolls a white die: {v} (attack {a}).")
            )
            return line.format(name=name, v=d["knight_die"][2], a=d["attack"][side])
        return (_("You roll: attack {a}.") if mine else _("{name} rolls: attack {a}.")).format(
            name=name, a=d["attack"][side]
        )
    if kind == "duel_reroll":
        n = len(d["dice"])
        if d.get("how") == "ring" and mine:
            text = ngettext(
                "You use a Ring and reroll {n} die: attack {a}.", "You use a Ring and reroll {n} dice: attack {a}.", n
            )
        elif d.get("how") == "ring":
            text = ngettext(
                "{name} uses a Ring and rerolls {n} die: attack {a}.",
                "{name} uses a Ring and rerolls {n} dice: attack {a}.",
                n,
            )
        elif mine:
            text = ngettext(
                "You spend Faith and reroll {n} die: attack {a}.", "You spend Faith and reroll {n} dice: attack {a}.", n
            )
        else:
            text = ngettext(
                "{name} spends Faith and rerolls {n} die: attack {a}.",
                "{name} spends Faith and rerolls {n} dice: attack {a}.",
                n,
            )
        return text.format(name=name, n=n, a=d["attack"][side]) + faith_extra(d, name, mine)
    if kind == "duel_relic":
        line = _("You use a relic, {relic}: attack {a}.") if mine else _("{name} uses a relic, {relic}: attack {a}.")
        return line.format(name=name, relic=item_name(d["relic"]), a=d["attack"][side])
    if kind == "duel_clash":
        w = d["winner"]
        won = you is not None and w == you
        a, b = d["attack"][w], d["attack"][1 - w]
        reason = d.get("reason")
        if reason == "attack":
            line = _("You win clash {n}, {a} to {b}.") if won else _("{name} wins clash {n}, {a} to {b}.")
        elif reason == "prestige":
            line = (
                _("You win clash {n} on prestige ({a} all).")
                if won
                else _("{name} wins clash {n} on prestige ({a} all).")
            )
        elif reason == "initiative":
            line = (
                _("You win clash {n} on initiative ({a} all).")
                if won
                else _("{name} wins clash {n} on initiative ({a} all).")
            )
        elif won:
            line = _("You win clash {n}: a tie goes to the player ({a} all).")
        else:
            line = _("{name} wins clash {n}: a tie goes to the player ({a} all).")
        line = line.format(name=names[w], n=d["clash"], a=a, b=b)
        if d.get("flipped"):
            line += " " + _("A Prestige token is turned face down.")
        return line
    if kind == "duel_auto":
        reasons = {
            "glory": _("higher glory value"),
            "prestige": _("more prestige"),
            "side": _("left side of the board"),
        }
        return _("{name} wins the duel between knights ({why}).").format(
            name=names[d["winner"]], why=reasons.get(d.get("reason"), "")
        )
    if kind == "duel_end":
        if d.get("auto"):
            return ""  # two knights: the ``duel_auto`` line already says who won and why
        w = d["winner"]
        gains = d.get("glory_gain") or [0, 0]
        won = you is not None and w == you
        lost = you is not None and w != you
        line = _("You win the duel.") if won else _("{name} wins the duel.").format(name=names[w])
        if gains[w]:
            line += " " + ngettext("+{n} glory point.", "+{n} glory points.", gains[w]).format(n=gains[w])
        if gains[1 - w]:
            n = gains[1 - w]
            if lost:
                extra = ngettext(
                    "You score {n} glory point for the clash won.", "You score {n} glory points for the clash won.", n
                )
            else:
                extra = ngettext(
                    "{name} scores {n} glory point for the clash won.",
                    "{name} scores {n} glory points for the clash won.",
                    n,
                )
            line += " " + extra.format(name=names[1 - w], n=n)
        return line
    if kind == "duel_recover":
        got = []
        if d.get("strength"):
            got.append(_("a Strength token"))
        if d.get("faith"):
            got.append(_("a Faith token"))
        for key in ("support", "relic", "prestige"):
            if d.get(key):
                got.append(item_name(d[key]))
        if not got:
            return ""
        line = (
            _("Duel lost: you recover what you spent in it, one of each kind: {items}.")
            if mine
            else _("Duel lost: {name} recovers what they spent in it, one of each kind: {items}.")
        )
        return line.format(name=name, items=", ".join(got))
    return ""


def faith_extra(d: dict, name: str, mine: bool) -> str:
    """After a Faith reroll of more dice than one token rerolls alone (2), why it may: the Sister
    adds one die, the Bishop two ('' for a reroll within 2 dice)."""
    limit = d.get("limit", 2)
    if d.get("how") != "faith" or len(d["dice"]) <= 2 or limit <= 2:
        return ""
    sister, bishop = item_name("sister"), item_name("bishop")
    by = [(_("{support} +1").format(support=sister), d.get("sisters", 0))]
    by.append((_("{support} +2").format(support=bishop), d.get("bishops", 0)))
    said = ", ".join(f"{w} ×{k}" if k > 1 else w for w, k in by if k)
    if mine:
        line = _("One Faith token rerolls 2 dice, more with supports: up to {n} for you ({supports}).")
    else:
        line = _("One Faith token rerolls 2 dice, more with supports: up to {n} for {name} ({supports}).")
    return " " + line.format(n=limit, name=name, supports=said)


def _pass_line(step: str, mine: bool) -> str:
    """A pass says what was passed up: the step's support, Strength, reroll or relic."""
    lines = {
        "tent": (
            _("You play no support before the first clash."),
            _("{name} plays no support before the first clash."),
        ),
        "strength": (_("You add no Strength token."), _("{name} adds no Strength token.")),
        "faith": (_("You keep your dice (no Faith reroll)."), _("{name} keeps their dice (no Faith reroll).")),
        "lance1": (_("You play no lance support."), _("{name} plays no lance support.")),
        "lance2": (_("You play no more lance supports."), _("{name} plays no more lance supports.")),
        "relic": (_("You use no relic."), _("{name} uses no relic.")),
    }
    mine_line, other_line = lines.get(step, (_("You pass."), _("{name} passes.")))
    return mine_line if mine else other_line


def step_label(phase: str) -> str:
    """Translated name of a duel step (for the UI's step tracker)."""
    labels = {
        "tent": pgettext("duel step", "Support before the first clash"),
        "strength": pgettext("duel step", "Strength tokens"),
        "faith": pgettext("duel step", "Faith reroll"),
        "lance1": pgettext("duel step", "First lance support"),
        "lance2": pgettext("duel step", "Second lance support"),
        "relic": pgettext("duel step", "Relic"),
        "recover": pgettext("duel step", "Recovery after a lost duel"),
        "done": pgettext("duel step", "Duel over"),
    }
    return labels.get(phase, phase)


def action_label(action: tuple) -> str:
    """Translated short label of a duel action (for buttons and tooltips)."""
    kind = action[0]
    if kind == "pass":
        return pgettext("duel action", "Pass")
    if kind == "strength":
        return ngettext("Add {n} Strength token", "Add {n} Strength tokens", action[1]).format(n=action[1])
    if kind == "faith":
        n = len(action[1])
        return ngettext("Spend Faith: reroll {n} die", "Spend Faith: reroll {n} dice", n).format(n=n)
    if kind == "tent" and len(action) > 2:
        return _("Play {support}: reactivate {target}").format(
            support=item_name(action[1]), target=item_name(action[2])
        )
    if kind in ("tent", "lance"):
        return _("Play {support}").format(support=item_name(action[1]))
    if kind == "relic":
        if len(action) > 2:
            n = len(action[2])
            return ngettext("Use the Ring: reroll {n} die", "Use the Ring: reroll {n} dice", n).format(n=n)
        return _("Use {relic}").format(relic=item_name(action[1]))
    if kind == "recover":
        items = [item_name(x) for x in action[1:] if x]
        return _("Take back: {items}").format(items=", ".join(items)) if items else _("Take back your tokens")
    return str(action)


def duel_rules_summary() -> str:
    """The duel rules in our own words (translated), for the in-app rules panel."""
    return "\n".join(
        (
            _("A duel is won by the first to win two clashes."),
            _("Before the first clash each player may play one tent support ({names}).").format(
                names=", ".join(
                    item_name(k) for k in ("rogue", "cook", "jester", "hermit", "lady_in_waiting", "herald")
                )
            ),
            _(
                "Each clash: add Strength tokens (4 at most for the whole duel: one red die each, three at most, "
                "and the fourth lights the red symbol); roll red, black (mount) and white (armor) dice; only the best "
                "die of each colour counts."
            ),
            _(
                "Then, in order: one Faith token rerolls up to 2 dice (more with {sister} or {bishop}); "
                "two lance supports; one relic."
            ).format(sister=item_name("sister"), bishop=item_name("bishop")),
            _(
                "Equal attack: more active prestige wins, then a player beats a knight, then the better initiative. "
                "A player who wins a tie turns a Prestige token face down."
            ),
            _(
                "Between players, whoever is behind acts first at every step. Beating a player is worth 7 glory, "
                "or 9 if they had more glory than you."
            ),
            _(
                "The loser takes back one Strength token, one Faith token, one support, one Prestige token and one "
                "relic, and scores half the winner's glory value if they won a clash."
            ),
        )
    )
