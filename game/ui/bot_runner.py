"""Bots think in a worker process, so the frame loop never waits for them.

A thread is not enough: a searching bot holds the GIL, and every pygame call that releases it makes
the frame wait for it again (frames of 100–200 ms while ISMCTS runs). The worker process gets what
the bot may know and nothing more: the game id, the options, the seed and the action log (it
replays the log to rebuild the state, then hands the bot ``rules.view(state, seat)`` exactly as
``Session.bot_choose`` does), the bot's RNG state and the time it may use. It answers with the
action, the RNG state afterwards (so the app's bot RNG stays in step) and the bot's explanation.
The worker caches the replayed store and the bot objects between requests of the same game, each
bot in a ``BotMemory``: asked again at a position an Undo took back, it is the bot it was there.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
import traceback
from typing import IO, Any

from game import i18n
from game.core.rules import Action, Seat, normalize_action
from game.core.serial import to_jsonable
from game.resources import resource_path

JobId = tuple[int, int]


class RunnerError(RuntimeError):
    """The worker process is gone or could not start; callers fall back to a thread."""


def serve(inp: IO[str], out: IO[str]) -> None:  # pragma: no cover - runs in the child process
    """The worker loop: one JSON request per line in, one JSON answer per line out."""
    from game.core.bot_memory import BotMemory
    from game.core.registry import get
    from game.core.rng import Rng
    from game.core.rules import Options
    from game.core.serial import from_jsonable
    from game.core.store import Store

    cache: dict[str, Any] = {"key": None, "store": None, "bots": {}}
    for line in inp:
        if not line.strip():
            continue
        req = json.loads(line)
        if req.get("lang") and req["lang"] != i18n.language():
            i18n.set_language(req["lang"])
        job = req["job"]
        try:
            spec = get(req["game"])
            key = json.dumps([req["game"], req["options"], req["seed"]])
            actions = [(s, normalize_action(a)) for s, a in req["actions"]]
            if cache["key"] != key:
                cache["bots"] = {}
            store = cache["store"] if cache["key"] == key else None
            if store is not None and store.actions == actions[: len(store.actions)]:
                for seat, action in actions[len(store.actions) :]:
                    store.apply(seat, action)
            else:
                options = from_jsonable(Options, req["options"])
                store = Store.replay(spec.rules, options, req["seed"], actions)
            cache["key"], cache["store"] = key, store
            seat, level = req["seat"], req["level"]
            memory = cache["bots"].get(f"{seat}/{level}")
            if memory is None:
                memory = cache["bots"][f"{seat}/{level}"] = BotMemory(spec.bots[level], Rng(0))
            bot, _rng = memory.ask(actions)  # after an undo: the bot as it was at this position
            rng = memory.rng = Rng(req["rng"])
            view = spec.rules.view(store.state, seat)
            deadline = time.monotonic() + req["seconds"] if req["seconds"] is not None else None
            action = bot.choose(spec.rules, view, seat, rng, deadline)
            memory.decided([*actions, (seat, normalize_action(to_jsonable(action)))])  # undone if not played
            answer = {
                "job": job,
                "ok": True,
                "action": to_jsonable(action),
                "rng": rng.state,
                "explain": getattr(bot, "explain", "") or "",
            }
        except Exception:  # noqa: BLE001 - reported to the app, which shows the crash dialog
            answer = {"job": job, "ok": False, "error": traceback.format_exc()}
        out.write(json.dumps(answer) + "\n")
        out.flush()


class BotRunner:
    """One worker process for the whole app (started on first use, stopped by ``close``)."""

    def __init__(self) -> None:
        self._proc: subprocess.Popen | None = None
        self._answers: queue.Queue = queue.Queue()
        self._done: dict[tuple, dict] = {}
        self.broken = False

    def start(self) -> None:
        """Start the worker now (a table calls it on opening so the first bot turn does not wait)."""
        if self._proc is not None and self._proc.poll() is None:
            return
        if self.broken or getattr(sys, "frozen", False):
            self.broken = True
            raise RunnerError("no bot worker process here")
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(resource_path()), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        try:
            self._proc = subprocess.Popen(
                [sys.executable, "-m", "game.ui.bot_runner"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                bufsize=1,
                env=env,
            )
        except OSError as exc:
            self.broken = True
            raise RunnerError(f"the bot worker could not be started: {exc}") from exc
        reader = threading.Thread(target=self._read, args=(self._proc.stdout,), name="bot-answers", daemon=True)
        reader.start()

    def _read(self, stream: IO[str]) -> None:
        """Reader thread: blocks on the pipe (no GIL held while waiting) and queues every answer."""
        for line in stream:
            try:
                self._answers.put(json.loads(line))
            except ValueError:
                continue
        self._answers.put(None)  # the worker is gone

    def request(self, job: JobId, session: Any, seat: Seat, seconds: float | None) -> None:
        """Ask for ``session``'s bot at ``seat`` to choose (answer via ``poll(job)``)."""
        self.start()
        rng = session.bot_rng(seat)
        req = {
            "job": list(job),
            "game": session.spec.id,
            "options": to_jsonable(session.options),
            "seed": session.seed,
            "actions": [[s, to_jsonable(a)] for s, a in session.store.actions],
            "seat": seat,
            "level": session.seats[seat].level,
            "rng": rng.state if rng is not None else 0,
            "seconds": seconds,
            "lang": i18n.language(),  # the bot's explanation is written in the player's language
        }
        try:
            assert self._proc is not None and self._proc.stdin is not None
            self._proc.stdin.write(json.dumps(req) + "\n")
            self._proc.stdin.flush()
        except (OSError, ValueError) as exc:
            self.broken = True
            raise RunnerError(f"the bot worker stopped: {exc}") from exc

    def poll(self, job: JobId) -> tuple[Action, int, str] | None:
        """The answer to ``job`` if it has arrived: (action, rng state after, explanation)."""
        while True:
            try:
                got = self._answers.get_nowait()
            except queue.Empty:
                break
            if got is None:
                self.broken = True
                raise RunnerError("the bot worker stopped")
            self._done[tuple(got["job"])] = got
        got = self._done.pop(tuple(job), None)
        if len(self._done) > 32:  # answers nobody waits for any more (a closed table, an undo)
            self._done.clear()
        if got is None:
            return None
        if not got["ok"]:
            raise RuntimeError(f"a bot failed in the worker process:\n{got['error']}")
        return normalize_action(got["action"]), int(got["rng"]), str(got["explain"])

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=1.0)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()


if __name__ == "__main__":
    serve(sys.stdin, sys.stdout)
