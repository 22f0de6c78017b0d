"""Log lines: every event of random games describes itself, in the right person."""

from game.core.rng import Rng
from game.core.rules import Event, Options
from game.games.joust.describe import describe
from tests.joust.helpers import R

SILENT = {"turn_end", "court_activated"}


def test_every_event_of_random_games_has_a_line():
    seen = set()
    for variant, n in (("standard", 3), ("tale", 2), ("carousel", 3)):
        st = R.new_game(Options(n, variant), 77)
        rng = Rng.from_seed(77)
        while st.phase != "over":
            seat = sorted(R.actors(st))[0]
            legal = R.legal_actions(st, seat)
            st, events = R.apply(st, seat, legal[rng.below(len(legal))])
            for i, ev in enumerate(events):
                seen.add(ev.kind)
                # an ability's fans are told once, by the fans line that follows (none in the Carousel);
                # a drain from a player without fans, by the no_fans line naming the knight
                gain = ev.kind == "ability" and ev.data["effect"] in ("fans", "drain")
                after = {e.kind for e in events[i + 1 :]}
                told_after = bool(after & {"fans", "no_fans"}) or variant == "carousel"
                for viewer in (None, 0, 1):
                    line = describe(ev.for_seat(viewer), viewer)
                    assert isinstance(line, str)
                    assert line or ev.kind in SILENT or (gain and (told_after or st.phase == "over")), ev.kind
    assert {"reveal", "damage", "fans", "knockout", "game_over", "attack"} <= seen


def test_second_person_for_the_viewer_and_secrets_for_the_picker_only():
    ev = Event("fans", {"seat": 0, "amount": 2, "total": 5, "why": "strike"})
    assert describe(ev, 0) == "You gain 2 fans for the strike (5 in all)."
    assert describe(ev, 1) == "Player 1 gains 2 fans for the strike (5 in all)."
    assert describe(ev, 1, names=lambda s: "Ada") == "Ada gains 2 fans for the strike (5 in all)."
    pick = Event("card_chosen", {"seat": 1, "role": "defender"}, {"value": 4}, frozenset((1,)))
    assert "4" in describe(pick.for_seat(1), 1)
    assert "4" not in describe(pick.for_seat(0), 0)
    att = Event("attack", {"attacker": 1, "defender": 0, "att_uid": 1, "target": 2})
    assert describe(att, 0) == "Player 2 attacks you."
