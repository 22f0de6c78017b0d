"""What Tournament's table asks of the viewer (pure text: no pygame): the top bar's line for each
phase (``status``), the line under the action bar (``hint``), who would win a Contest called now
(``contest_forecast``), a hand card's tooltip (``card_text``), the strongest knight a hand can
field (``strongest_knight``) and why a Contest's ties went as they did (``tie_note``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.tournament import content as C
from game.games.tournament.scoring import all_scores, category_totals, contest_order, contest_vp
from game.games.tournament.state import DISCARD, DRAW, HIDDEN, PLAY
from game.i18n import _, ngettext, pgettext


def hint(v, hand: Sequence[int], selected: Sequence[int]) -> str:
    """Where to click now, in a line under the action bar."""
    if v.phase == DRAW:
        return _("Click the deck or the discard pile.")
    if v.phase == DISCARD:
        excess = len(hand) - C.HAND_LIMIT
        choose = ngettext("Choose {n} card to discard.", "Choose {n} cards to discard.", excess).format(n=excess)
        if excess > 1:  # they go on the pile in the order picked: the last is the one a rival may take
            return choose + " " + _("The last one you pick ends on top.")
        return choose
    if selected and all(C.KIND[c] == C.CONTEST for c in selected):
        if not contests_open(v):
            return _("No Contest can be called until every player has had a first turn.")
        return _("Call it with its button; calling a Contest ends your turn.")
    problem = knight_problem(v, selected)
    if problem:
        return problem
    if v.phase == PLAY and not selected:
        return no_knight_reason(v, hand)
    return ""


def contests_open(v) -> bool:
    """True once every player has had a first turn: before that nobody may call a Contest."""
    return v.turns >= v.players


def contest_blocked_reason(v) -> str:
    """Why no Contest can be called in this position ("" once they can, on one's turn)."""
    return "" if contests_open(v) else _("No Contest can be called until every player has had a first turn.")


def only_end_turn(v, hand: Sequence[int]) -> bool:
    """True when ending the turn is the one move left (no knight may enter play, no Special is worth
    a draw, no Contest may be called), so the status line says why."""
    return not any(moves_open(v, hand))


def moves_open(v, hand: Sequence[int]) -> tuple[bool, bool, bool]:
    """Which moves the hand allows now, besides ending the turn: a knight into play, a Special (only
    while the deck has cards to draw), a Contest (held, and once every player has had a first turn)."""
    knight = not no_knight_reason(v, hand)
    special = bool(v.deck) and any(c >= 0 and C.KIND[c] == C.SPECIAL for c in hand)
    contest = contests_open(v) and any(c >= 0 and C.KIND[c] == C.CONTEST for c in hand)
    return knight, special, contest


def no_knight_reason(v, hand: Sequence[int]) -> str:
    """Why no knight can enter play this turn ("" when one can): one knight a turn, or the kinds of
    Chivalry card missing from the hand."""
    if getattr(v, "combo_played", False):
        return _("You have already put a knight into play this turn (one per turn).")
    held = {C.KIND[c] for c in hand if c >= 0 and C.is_chivalry(c)}
    missing = [_(C.KIND_NAMES[k]) for k in C.CHIVALRY_KINDS if k not in held]
    if not missing:
        return ""
    return _("No knight to put into play: you hold no {kinds} card.").format(kinds=none_of(missing))


def none_of(kinds: Sequence[str]) -> str:
    """Kinds of card none of which is held, as a list: "Knight, Horse or Shield"."""
    if len(kinds) < 2:
        return "".join(kinds)
    head = pgettext("none of these kinds", ", ").join(kinds[:-1])
    return head + pgettext("none of these kinds", " or ") + kinds[-1]


def knight_problem(v, selected: Sequence[int]) -> str:
    """Why the selected Chivalry cards cannot enter play as a knight ("" when they can, or when no
    Chivalry card is selected): one knight a turn, or the kinds still to pick."""
    chosen = [c for c in selected if c >= 0 and C.is_chivalry(c)]
    if not chosen:
        return ""
    if getattr(v, "combo_played", False):
        return _("You have already put a knight into play this turn (one per turn).")
    kinds = {C.KIND[c] for c in chosen}
    missing = [_(C.KIND_NAMES[k]) for k in C.CHIVALRY_KINDS if k not in kinds]
    if missing:
        return _("A knight is one Knight, Weapon, Horse and Shield. Still to pick: {kinds}.").format(
            kinds=", ".join(missing)
        )
    return ""


def status(v, hand: Sequence[int]) -> str:
    """The top bar's line for the decision the view waits on."""
    if v.phase == DRAW:
        return _("Draw a card from the deck or the discard pile")
    if v.phase == DISCARD:
        n = len(hand) - C.HAND_LIMIT
        return ngettext("Discard {n} card", "Discard {n} cards", n).format(n=n)
    if v.phase == PLAY:
        return _play_status(v, hand)
    return ""


def _play_status(v, hand: Sequence[int]) -> str:
    """The top bar's line of a turn's play: only the moves the hand allows, then ending the turn."""
    moves = moves_open(v, hand)
    if not any(moves):
        held = any(c >= 0 and C.KIND[c] == C.CONTEST for c in hand)
        if held and not contests_open(v):
            return _("End your turn: no Contest until every player has had a first turn")
        return _("End your turn: nothing else to play")
    lines = {
        (True, True, True): _("Play a knight or a Special, call a Contest or end your turn"),
        (True, True, False): _("Put a knight into play or play a Special, then end your turn"),
        (True, False, True): _("Put a knight into play, call a Contest or end your turn"),
        (True, False, False): _("Put a knight into play, then end your turn"),
        (False, True, True): _("Play a Special, call a Contest or end your turn"),
        (False, True, False): _("Play a Special or end your turn"),
        (False, False, True): _("Call a Contest or end your turn"),
    }
    return lines[moves]


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def _vp_span(lows: Sequence[int], highs: Sequence[int], seat: int, caller: int) -> tuple[int, int]:
    """The fewest and most VP ``seat`` can earn when each score lies between its low and high: at
    worst it scores its low and every rival its high, at best the reverse."""
    worst = [highs[s] if s != seat else lows[s] for s in range(len(lows))]
    best = [lows[s] if s != seat else highs[s] for s in range(len(lows))]
    return contest_vp(worst, caller)[seat], contest_vp(best, caller)[seat]


def contest_forecast(v, card: int, seat_name: Callable[[int], str], caller: int | None = None) -> str:
    """The Contest's rule and who would win it if ``caller`` (its holder: only they can call it; by
    default the player whose turn it is) called it now, place by place (for its tooltip): the caller
    wins the ties they are in, even while a rival is playing. King's Favour counts the Chivalry cards
    in hand with the engine's own scoring; a hand the viewer cannot see shows the range its size
    allows (each hidden card may or may not be Chivalry), never a guess."""
    cat = C.category(card)
    caller = v.current if caller is None else caller
    lines = [_(C.CONTEST_RULES[cat])]
    if cat != C.KINGS_FAVOR:
        scores = [category_totals(c)[cat] for c in v.combos]
        vp = contest_vp(scores, caller)
        for place, seat in enumerate(contest_order(scores, caller)):
            lines.append(
                _("{place}. {name}: {score} → +{vp} VP").format(
                    place=place + 1, name=seat_name(seat), score=scores[seat], vp=vp[seat]
                )
            )
        return "\n".join(lines)
    lows = all_scores(v.combos, cat, v.hands)  # the hidden cards counted as none
    highs = [low + sum(1 for c in hand if c == HIDDEN) for low, hand in zip(lows, v.hands)]
    for place, seat in enumerate(contest_order(lows, caller)):
        vp_low, vp_high = _vp_span(lows, highs, seat, caller)
        lines.append(
            _("{place}. {name}: {score} → +{vp} VP").format(
                place=place + 1, name=seat_name(seat), score=_span(lows[seat], highs[seat]), vp=_span(vp_low, vp_high)
            )
        )
    if lows != highs:
        lines.append(_("A range counts the hidden cards in a rival’s hand: any of them may be a Chivalry card."))
    return "\n".join(lines)


def call_standing(v, card: int, caller: int) -> tuple[str, int]:
    """Where ``caller`` stands in a Contest called now and who would win it: ("lead" | "tie" | "may" |
    "trail", winner). King's Favour counts the Chivalry cards in hand; a rival's hidden cards may or
    may not count, so "may" when only some of them would beat the caller (the winner then is the
    caller by the cards seen)."""
    cat = C.category(card)
    if cat != C.KINGS_FAVOR:
        scores = [category_totals(c)[cat] for c in v.combos]
        first = contest_order(scores, caller)[0]
        return ("trail", first) if first != caller else (_lead_or_tie_kind(scores, caller), caller)
    lows = all_scores(v.combos, cat, v.hands)
    highs = [low + sum(1 for c in hand if c == HIDDEN) for low, hand in zip(lows, v.hands)]
    worst = [highs[s] if s != caller else lows[s] for s in range(len(lows))]
    if contest_order(worst, caller)[0] == caller:
        return _lead_or_tie_kind(worst, caller), caller
    first = contest_order(lows, caller)[0]
    if first == caller:
        return "may", contest_order(worst, caller)[0]
    return "trail", first


def _lead_or_tie_kind(scores: Sequence[int], caller: int) -> str:
    return "tie" if any(v == scores[caller] for p, v in enumerate(scores) if p != caller) else "lead"


def call_label(v, card: int, caller: int) -> str:
    """A Contest's call button: its name and whether ``caller`` wins it if called now ("you lead", or
    level with a rival "tied: the caller wins"), by the cards in play (King's Favour: "you may lead"
    when a rival's hidden cards may beat the caller; see ``call_standing``)."""
    call = _("Call the {contest}").format(contest=_(C.NAME[card]))
    standing = call_standing(v, card, caller)[0]
    if standing == "trail":
        return _("{call} · you trail").format(call=call)
    if standing == "may":
        return _("{call} · you may lead").format(call=call)
    if standing == "tie":
        return _("{call} · tied: the caller wins").format(call=call)
    return _("{call} · you lead").format(call=call)


def strongest_knight(hand: Sequence[int]) -> list[int] | None:
    """The highest Knight, Weapon, Horse and Shield in ``hand`` (the last of each kind: the engine keeps
    hands sorted low to high), or None when a kind is missing."""
    top: dict[str, int] = {}
    for c in hand:
        if C.is_chivalry(c):
            top[C.KIND[c]] = c
    if len(top) < 4:
        return None
    return [top[k] for k in C.CHIVALRY_KINDS]


def card_text(v, card: int, seat_name: Callable[[int], str], holder: int | None = None) -> str:
    """A card's tooltip: a Contest with its forecast (as if ``holder`` called it), a Special with its
    rule, else its kind and force."""
    kind = C.KIND[card]
    if kind == C.CONTEST:
        forecast = contest_forecast(v, card, seat_name, holder)
        blocked = contest_blocked_reason(v)
        return "\n".join(t for t in (_("{name} (Contest).").format(name=_(C.NAME[card])), blocked, forecast) if t)
    if kind == C.SPECIAL:
        rule = _(C.SPECIAL_RULE) + " " + _(C.SPECIAL_AFTER)
        return _("{name} (Special): {rule}").format(name=_(C.NAME[card]), rule=rule)
    return _("{name}: {kind}, force {force}.").format(
        name=_(C.NAME[card]), kind=_(C.KIND_NAMES[kind]), force=C.FORCE[card]
    )


def tie_note(scores: Sequence[int], active: int, caller: str | None) -> str:
    """Why a Contest's ties were settled as they were ("" when no two scores tie): the player who
    called it wins any tie they are in, the others go by turn order after them. ``caller`` is the
    caller's name, None when it is the viewer."""
    tied = [s for s in sorted(set(scores), reverse=True) if list(scores).count(s) > 1]
    if not tied:
        return ""
    if len(tied) > 1:
        return _("Ties go to the player who called the Contest, then in turn order after them.")
    score = tied[0]
    if scores[active] == score:
        return _("Tie at {score}: it goes to the player who called the Contest.").format(score=score)
    if caller is None:
        return _("Tie at {score}: it goes to whoever comes first in turn order after you.").format(score=score)
    return _("Tie at {score}: it goes to whoever comes first in turn order after {name}.").format(
        score=score, name=caller
    )
