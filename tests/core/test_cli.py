import json
import subprocess
import sys

from game.__main__ import main
from game.core.saves import save_session
from tests.core.test_saves import played_session


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=300)


def test_simulate_prints_the_contract_json():
    proc = run_cli("simulate", "demo", "--players", "2", "--seats", "medium,random", "--games", "6", "--seed", "2")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    for key in (
        "game",
        "variant",
        "players",
        "games",
        "seed",
        "wins",
        "draws",
        "mean_decision_ms",
        "max_decision_ms",
        "seconds",
    ):
        assert key in data
    assert data["games"] == 6 and set(data["wins"]) == {"medium", "random"}
    assert sum(data["wins"].values()) + data["draws"] == 6


def test_simulate_reports_each_label_and_accepts_sparring_partners():
    from game.sim import simulate

    data = simulate("demo", 2, ["hard", "greedy"], 8, 3)
    assert set(data["decision_ms"]) == {"hard", "greedy"}
    for lat in data["decision_ms"].values():
        assert lat["n"] > 0 and 0 <= lat["median"] <= lat["p95"] <= lat["max"]
    credit = sum(data["draw_credit"].values())
    assert abs(credit - data["draws"]) < 1e-6
    assert sum(data["wins"].values()) + data["draws"] + data["no_winner"] == 8


def test_sparring_partners_are_never_offered_at_setup():
    from game.core.registry import all_games

    for spec in all_games(include_hidden=True):
        assert not set(spec.sparring) & set(spec.bots), spec.id


def test_simulate_refuses_impossible_options(capsys):
    assert main(["simulate", "demo", "--players", "9", "--seats", "random", "--games", "1"]) == 2
    assert "players" in capsys.readouterr().err
    assert main(["simulate", "demo", "--players", "2", "--seats", "godlike", "--games", "1"]) == 2
    assert main(["simulate", "nosuchgame", "--players", "2", "--seats", "random", "--games", "1"]) == 2


def test_replay_verifies_a_save(tmp_path, capsys):
    path = tmp_path / "game.json"
    save_session(played_session(moves=6), path)
    assert main(["replay", str(path)]) == 0
    assert "OK" in capsys.readouterr().out
    data = json.loads(path.read_text())
    data["actions"] = data["actions"][:-1]  # the saved position no longer matches the moves
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 1
    assert "damaged" in capsys.readouterr().err
