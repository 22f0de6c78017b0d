"""What Glory's table asks of the viewer (pure text: no pygame): the top bar's line for each
decision (``status``) and the line under the action bar saying where to click (``hint``)."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory.state import GloryState
from game.i18n import N_, _, ngettext

STATUS = {
    "keep_title": N_("Keep one of the titles you drew"),
    "reward": N_("Choose the reward of your card"),
    "setup_exchange": N_("Exchange journey cards for Strength, or finish"),
    "recover": N_("Take back a support or relic after the lost duel"),
    "title_duel": N_("Fight for the Brave title?"),
    "handicap": N_("Start with your character's mount and armor, or lower ones"),
    "setup": N_("Choose your character"),
    "action": N_("Place a pawn on an action space"),
    "journey": N_("Play a journey card or end your journey"),
    "bonus_journey": N_("Play your extra journey cards"),
    "final_journey": N_("Play a journey card or end your journey"),
    "registration": N_("Register a coat of arms for the tournament, or pass"),
    "tournament_choice": N_("Choose the next round's tournament"),
}
HINTS = {
    "action": N_("Click an action space, or choose in the bar below."),
    "travel": N_("Click a face-up journey card or a deck, or choose in the bar."),
    "registration": N_("Click a glowing knight or place on the tournament board, or choose in the bar."),
    "tournament_choice": N_("Click one of the two tournaments, or choose in the bar."),
}

ANYWHERE = N_("Glowing pieces can be clicked; every move is also in the bar.")


def status(view: GloryState, decision: str, legal: Sequence[tuple]) -> str:
    """The top bar's line for the viewer's ``decision``: how many journey cards are still to take, how
    many of the journey's are played, and no "or pass" when passing is not allowed."""
    if decision == "travel" and view.pending:
        n = view.pending[-1].n
        return ngettext(
            "Take a journey card (face up or from a deck): {n} to take",
            "Take a journey card (face up or from a deck): {n} to take",
            n,
        ).format(n=n)
    if decision in ("journey", "final_journey", "bonus_journey") and 0 <= view.actor < view.n:
        p = view.players[view.actor]
        return _("{ask} ({played} of {limit} played)").format(
            ask=_(STATUS[decision]), played=p.journey_played, limit=p.journey_limit
        )
    if decision == "registration" and ("pass",) not in legal:
        return _("Register a coat of arms: you may not pass now")
    return _(STATUS.get(decision, "Your turn."))


def must_register(view: GloryState, seat: int) -> str:
    """Why ``seat`` may not pass at the registration (rulebook §V): in a Pas d'Armes every player
    challenges one knight there, a challenge made earlier through the Herald aside; in a Joust à
    Plaisance the last player still unregistered must take a place."""
    if view.pas:
        heralded = any(x.challenger == seat for row in view.pas for x in row)
        if heralded:
            return _("Your Herald challenge does not count: each player challenges one knight at registration.")
        return _("Each player challenges one knight at registration; a second, in another town, is optional.")
    return _("You are the last one without a place: you must take one now.")


def hint(decision: str, legal: Sequence[tuple], view: GloryState | None = None) -> str:
    if decision == "registration" and view is not None and legal and ("pass",) not in legal:
        return must_register(view, view.actor)
    n = sum(1 for a in legal if a[0] == "character")  # three, or one with Level I characters only
    if decision == "setup" and n:
        return ngettext(
            "Read the character above, then take it.", "Read the {n} characters above, then choose one.", n
        ).format(n=n)
    return _(HINTS.get(decision, ANYWHERE))


def journey_end(limit: int) -> str:
    """Said when the viewer has played as many journey cards as the phase allows."""
    return ngettext(
        "You have played your journey card for this phase: your journey ends.",
        "You have played {n} journey cards, the most for this phase: your journey ends.",
        limit,
    ).format(n=limit)


JOURNEY_PHASES = ("journey", "bonus_journey", "final_journey")


def sits_out_journey(view: GloryState, seat: int) -> bool:
    """True while ``seat`` watches a journey phase it cannot take part in: no card of its hand is
    playable, and it has played none this phase."""
    from game.games.glory.journey import journey_cards

    if view.phase not in JOURNEY_PHASES or view.duel is not None or not 0 <= seat < view.n:
        return False
    p = view.players[seat]
    return p.journey_played == 0 and not journey_cards(view, seat)


def journey_end_of(name: str) -> str:
    """The line of ``journey_end`` as another player reads it."""
    return _("{name} has played every journey card this phase allows: their journey ends.").format(name=name)


def journey_without(name: str) -> str:
    """The line of ``journey_without_you`` as another player reads it."""
    return _("{name} has no journey card they can play: the journey goes on without them.").format(name=name)


def journey_without_you() -> str:
    """Said when the viewer has no journey card to play: the phase goes on without them."""
    return _("You have no journey card you can play: the journey goes on without you.")
