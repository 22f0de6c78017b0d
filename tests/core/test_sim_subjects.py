"""``game.sim.play_one``'s subjects: a bench's variant plays a label's seats on the same deal and the
same random streams as the registered level."""

from __future__ import annotations

from game.core.registry import get
from game.sim import play_one


class _Counting:
    """The registered easy bot, counting its decisions."""

    def __init__(self) -> None:
        self.inner = get("joust").bot_factory("easy")()
        self.calls = 0

    def choose(self, *args, **kwargs):
        self.calls += 1
        return self.inner.choose(*args, **kwargs)


def test_a_subject_plays_its_label_on_the_same_game_as_the_level():
    made: list[_Counting] = []

    def factory() -> _Counting:
        made.append(_Counting())
        return made[-1]

    base = play_one("joust", 2, ["easy", "medium"], "standard", 5, 3)
    same = play_one("joust", 2, ["easy", "medium"], "standard", 5, 3, subjects={"easy": factory})
    assert made and sum(b.calls for b in made) == len(same.label_cpu_ms["easy"]) > 0
    assert (same.winners, same.shared, same.actions, same.scores) == (
        base.winners,
        base.shared,
        base.actions,
        base.scores,
    )
