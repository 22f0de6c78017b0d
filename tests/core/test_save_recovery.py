"""Writing a save never leaves a moment without a good file, and loading finds the newest good one
of the file, its backup and a finished but unrenamed write — saying so, and changing nothing."""

from __future__ import annotations

import builtins
import json
import os
from pathlib import Path

import pytest

from game.app import App
from game.core import saves
from game.core.registry import get
from game.core.rules import Options
from game.core.session import Session
from game.files import temp_path
from game.ui.scenes import persist
from game.ui.scenes.dialog import DialogScene
from game.ui.table import TableScene
from tests import ui_driver


def session_after(moves: int, seed: int = 4) -> Session:
    session = Session(get("demo"), Options(2), seed)
    store = session.store
    for _ in range(moves):
        seat = min(store.actors())
        store.apply(seat, store.legal_actions(seat)[0])
    return session


def text_of(session: Session, saved_at: float) -> str:
    return json.dumps({**saves.session_to_dict(session), "saved_at": saved_at})


class Recorder:
    """Every file-system call that changes or removes ``path`` (reads and links from it are fine)."""

    def __init__(self, monkeypatch, path: Path) -> None:
        self.path = str(path)
        self.calls: list[str] = []
        real_replace, real_rename, real_unlink, real_open = os.replace, os.rename, os.unlink, builtins.open

        def replace(src, dst, *a, **k):
            self._note("replace", dst, src)
            return real_replace(src, dst, *a, **k)

        def rename(src, dst, *a, **k):
            self._note("rename", dst, src)
            return real_rename(src, dst, *a, **k)

        def unlink(p, *a, **k):
            self._note("unlink", p)
            return real_unlink(p, *a, **k)

        def open_(file, mode="r", *a, **k):
            if any(c in mode for c in "wax+"):
                self._note("open-" + mode, file)
            return real_open(file, mode, *a, **k)

        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(os, "rename", rename)
        monkeypatch.setattr(os, "unlink", unlink)
        monkeypatch.setattr(builtins, "open", open_)

    def _note(self, op: str, target, src=None) -> None:
        if os.fspath(target) == self.path:
            self.calls.append(f"{op} {Path(os.fspath(src)).name if src is not None else ''}".strip())


@pytest.mark.parametrize("links", [True, False], ids=["hard link", "copy"])
def test_the_final_rename_is_the_only_operation_on_the_save_path(tmp_path, monkeypatch, links):
    path = tmp_path / "a.json"
    saves.save_session(session_after(2), path)
    first = path.read_bytes()
    if not links:  # a file system without hard links: the backup is a copy

        def no_link(*a, **k):
            raise OSError(1, "Operation not permitted")

        monkeypatch.setattr(os, "link", no_link)
    recorder = Recorder(monkeypatch, path)
    saves.save_session(session_after(4), path)
    assert recorder.calls == [f"replace {temp_path(path).name}"]
    assert saves.backup_path(path).read_bytes() == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "a.json.bak"]
    assert len(saves.load_session(path).store.history) == 4


def test_a_damaged_file_falls_back_to_its_backup_and_says_so(tourney_home):
    path = saves.autosave_path()
    persist.autosave(session_after(2))
    persist.autosave(session_after(5))
    path.write_text('{"format": "tourney-save", "sch', encoding="utf-8")
    damaged = path.read_bytes()
    session, note = persist.recover(path)
    assert len(session.store.history) == 2 and "backup" in note
    assert path.read_bytes() == damaged, "loading changes nothing on disk"


def test_a_finished_write_that_was_not_renamed_is_the_newest(tourney_home):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text_of(session_after(3), 100.0), encoding="utf-8")
    temp_path(path).write_text(text_of(session_after(6), 200.0), encoding="utf-8")
    session, note = persist.recover(path)
    assert len(session.store.history) == 6 and "interrupted" in note


def test_an_unfinished_write_is_ignored(tourney_home):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text_of(session_after(3), 100.0), encoding="utf-8")
    full = text_of(session_after(6), 200.0)
    temp_path(path).write_text(full[: len(full) // 2], encoding="utf-8")
    session, note = persist.recover(path)
    assert len(session.store.history) == 3 and note == ""


def test_a_newer_version_that_does_not_replay_is_passed_over(tourney_home):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    saves.backup_path(path).write_text(text_of(session_after(3), 100.0), encoding="utf-8")
    forged = json.loads(text_of(session_after(6), 200.0))
    forged["state"]["turn"] = 1 - forged["state"]["turn"]  # reads, but its moves do not lead there
    path.write_text(json.dumps(forged), encoding="utf-8")
    session, note = persist.recover(path)
    assert len(session.store.history) == 3 and "backup" in note


def test_no_good_version_gives_the_files_own_error(tourney_home):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    saves.backup_path(path).write_text("[]", encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        persist.recover(path)
    assert "damaged" in str(err.value)


def test_continue_finds_a_backup_when_the_file_itself_is_gone(tourney_home):
    """A kill between the two renames of the old way of saving left only the backup."""
    path = saves.autosave_path()
    persist.autosave(session_after(2))
    persist.autosave(session_after(4))
    path.unlink()
    app = App(headless=True, lang="en")
    app.step(dt=0.05)
    menu = app.top
    assert menu.continue_btn.is_enabled
    ui_driver.click(app, menu.continue_btn.rect.center)
    assert isinstance(app.top, DialogScene) and "backup" in app.top.message
    assert isinstance(app.stack[-2], TableScene) and len(app.stack[-2].store.history) == 2
    app.shutdown()


def test_the_load_list_shows_a_save_whose_file_is_gone(tourney_home):
    path = persist.save_named(session_after(3), "Sunday")
    persist.save_named(session_after(5), "Sunday")
    path.unlink()
    entries = {e.path.name: e for e in persist.entries()}
    assert entries["Sunday.json"].error == "" and entries["Sunday.json"].moves == 3
    persist.delete(path)
    assert saves.versions(path) == []


def test_two_writers_of_the_same_save_never_fail_and_the_last_write_wins(tmp_path, monkeypatch):
    """Two app instances autosaving at once: each write is its own temporary file, so neither
    finds its temporary renamed away by the other ('No such file or directory'); the save left is
    one of theirs, whole, and no temporary is left behind."""
    import threading

    path = tmp_path / "autosave.json"
    texts = [json.dumps(saves.session_to_dict(session_after(n))) for n in (2, 5)]
    errors: list[BaseException] = []
    inside = threading.Barrier(2)
    real_keep = saves._keep_backup

    def keep_then_wait(p):  # both writers between their temporary file and their rename
        real_keep(p)
        try:
            inside.wait(timeout=2)
        except threading.BrokenBarrierError:
            pass

    monkeypatch.setattr(saves, "_keep_backup", keep_then_wait)

    def writer(text: str) -> None:
        try:
            for _ in range(5):
                saves.write_atomic(path, text)
        except BaseException as exc:  # noqa: BLE001 - the test reports any failure of a writer
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(t,)) for t in texts]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert path.read_text(encoding="utf-8") in texts
    assert len(saves.load_session(path).store.history) in (2, 5)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.json.bak"]


def test_another_writers_finished_write_is_found_and_newest_wins(tourney_home):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text_of(session_after(3), 100.0), encoding="utf-8")
    other = path.with_name(path.name + ".99999-12345.tmp")  # left by another instance killed mid-save
    other.write_text(text_of(session_after(6), 200.0), encoding="utf-8")
    assert saves.save_paths(path.parent) == [path]
    session, note = persist.recover(path)
    assert len(session.store.history) == 6 and "interrupted" in note
