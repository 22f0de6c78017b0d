"""The cache seed: built by starting the app, copied once into an empty user cache, harmless when wrong."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game import cache_seed
from tests.packaging.conftest import ROOT


def _seed(folder, files: dict[str, bytes], seed_id: str = "abc") -> None:
    for rel, data in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(data)
    manifest = {"id": seed_id, "files": list(files)}
    (folder / cache_seed.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")


def test_apply_copies_missing_files_once_and_keeps_the_users(tmp_path):
    seed, cache = tmp_path / "seed", tmp_path / "cache"
    _seed(seed, {"art/a.rgba": b"A", "menu/b.rgb": b"B"})
    (cache / "art").mkdir(parents=True)
    (cache / "art" / "a.rgba").write_bytes(b"mine")
    assert cache_seed.apply_seed(cache, seed) == 1
    assert (cache / "art" / "a.rgba").read_bytes() == b"mine" and (cache / "menu" / "b.rgb").read_bytes() == b"B"
    (cache / "menu" / "b.rgb").unlink()  # the app pruned it later: the same seed is not copied again
    assert cache_seed.apply_seed(cache, seed) == 0 and not (cache / "menu" / "b.rgb").exists()
    _seed(seed, {"menu/c.rgb": b"C"}, seed_id="def")  # an updated app ships a new seed
    assert cache_seed.apply_seed(cache, seed) == 1 and (cache / "menu" / "c.rgb").is_file()
    assert not [p for p in cache.rglob("*.seed")]


@pytest.mark.parametrize(
    "manifest",
    ['{"id": "x", "files": ["../escape.rgb", "/abs.rgb", 3, "art/missing.rgba"]}', "not json", '["a list"]', ""],
)
def test_a_broken_seed_is_ignored(tmp_path, manifest):
    seed, cache = tmp_path / "seed", tmp_path / "cache"
    seed.mkdir()
    cache.mkdir()
    (seed / cache_seed.MANIFEST).write_text(manifest, encoding="utf-8")
    assert cache_seed.apply_seed(cache, seed) == 0
    assert not (tmp_path / "escape.rgb").exists()
    assert [p.name for p in cache.rglob("*") if p.is_file()] in ([], [cache_seed.MARKER])


def test_no_seed_or_an_unwritable_cache_changes_nothing(tmp_path):
    assert cache_seed.apply_seed(tmp_path / "cache", tmp_path / "no-seed") == 0
    seed = tmp_path / "seed"
    _seed(seed, {"art/a.rgba": b"A"})
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    assert cache_seed.apply_seed(blocked, seed) == 0  # never raises: the first frame is just drawn


def test_seedable_files_leave_settings_and_saves_out(tmp_path):
    for rel in ("settings.json", "saves/autosave.json", "art/a.rgba", "menu/b.rgb", "menu/c.rgb.123.tmp"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    assert cache_seed._cache_files(tmp_path, {tmp_path / "saves"}) == ["art/a.rgba", "menu/b.rgb"]


def test_a_start_with_the_built_seed_reads_its_menu_from_the_seed(tmp_path):
    """Build the seed as the setup does; mark its menu pictures; the first start in an empty home must
    show the marked pictures (copied and used, not drawn again) and draw no image of its own."""
    seed = tmp_path / "seed"
    assert cache_seed.build_seed(seed) >= 2
    files = json.loads((seed / cache_seed.MANIFEST).read_text(encoding="utf-8"))["files"]
    assert any(f.startswith("art/") for f in files) and not any("settings" in f or "saves" in f for f in files)
    layers = [f for f in files if f.endswith(".rgb")]
    assert layers  # the menu's static layer, one per language
    for rel in layers:  # same size, other pixels: a redrawn layer would not look like this
        (seed / rel).write_bytes(bytes([200, 30, 30]) * ((seed / rel).stat().st_size // 3))
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k != "TOURNEY_SEED_DIR"}
    env.update(TOURNEY_HOME=str(home), TOURNEY_SEED_DIR=str(seed), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, "-m", "game", "--frames", "1"], cwd=ROOT, env=env, check=True, timeout=120)
    cache = next(p.parent for p in home.rglob(cache_seed.MARKER))
    for rel in layers:
        assert (cache / rel).read_bytes() == (seed / rel).read_bytes(), rel
    images = {p.relative_to(cache).as_posix() for p in cache.rglob("*") if p.suffix in (".rgb", ".rgba")}
    assert images <= set(files), images - set(files)
