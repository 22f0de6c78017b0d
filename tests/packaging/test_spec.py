"""tourney.spec wires bundle.py into PyInstaller correctly (run with stand-ins for PyInstaller's classes)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.packaging.conftest import PACKAGING


class _Recorder:
    """Stands in for Analysis/PYZ/EXE/COLLECT/BUNDLE: keeps its arguments."""

    made: dict[str, _Recorder] = {}

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        _Recorder.made[type(self).__name__] = self


class Analysis(_Recorder):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # what PyInstaller's hooks would add: the trimmed fonts must be dropped by the spec
        self.datas = [
            ("pygame_gui/data/NotoSansJP-Bold.otf", "/site/NotoSansJP-Bold.otf", "DATA"),
            ("pygame_gui/data/NotoSans-Regular.ttf", "/site/NotoSans-Regular.ttf", "DATA"),
            ("babel/locale-data/de.dat", "/site/de.dat", "DATA"),
        ]
        self.binaries = [("libSDL2.so", "/site/libSDL2.so", "BINARY")]
        self.pure, self.scripts = [], []


class PYZ(_Recorder):
    pass


class EXE(_Recorder):
    pass


class COLLECT(_Recorder):
    pass


class BUNDLE(_Recorder):
    pass


def _run_spec(platform: str, monkeypatch, work: Path) -> dict[str, _Recorder]:
    _Recorder.made = {}
    monkeypatch.setattr(sys, "platform", platform)
    code = compile((PACKAGING / "tourney.spec").read_text(encoding="utf-8"), "tourney.spec", "exec")
    namespace = {
        "SPECPATH": str(PACKAGING),
        "workpath": str(work),
        "Analysis": Analysis,
        "PYZ": PYZ,
        "EXE": EXE,
        "COLLECT": COLLECT,
        "BUNDLE": BUNDLE,
        "__name__": "__main__",
    }
    exec(code, namespace)
    return dict(_Recorder.made)


@pytest.fixture
def linux(monkeypatch, compiled, tmp_path):
    return _run_spec("linux", monkeypatch, tmp_path)


def test_analysis_gets_the_bundle_plan(linux, bundle):
    a = linux["Analysis"]
    assert [Path(s).name for s in a.args[0]] == ["entry.py"]
    assert a.kwargs["datas"][:-1] == bundle.data_files()
    info, dest = a.kwargs["datas"][-1]  # the build's version, commit and date, at the bundle's root
    assert Path(info).name == "build-info.json" and dest == "."
    from game.version import read_build_info

    built = read_build_info(Path(info))
    assert built is not None and built.built and built.version == bundle.version()
    assert a.kwargs["hiddenimports"] == bundle.hidden_imports()
    assert a.kwargs["excludes"] == list(bundle.EXCLUDES)
    assert Path(a.kwargs["pathex"][0]) == bundle.ROOT


def test_hook_collected_files_are_trimmed(linux):
    kept = [d[0] for d in linux["Analysis"].datas]
    assert kept == ["pygame_gui/data/NotoSans-Regular.ttf"]
    assert [b[0] for b in linux["Analysis"].binaries] == ["libSDL2.so"]


def test_one_folder_windowed_executable(linux):
    exe, coll = linux["EXE"], linux["COLLECT"]
    assert exe.kwargs["console"] is False  # no console window on Windows
    assert exe.kwargs["exclude_binaries"] is True  # onedir: binaries go to COLLECT, not into the exe
    assert exe.kwargs["name"] == "tourney" and coll.kwargs["name"] == "tourney"
    assert "BUNDLE" not in linux


def test_windows_and_macos_get_their_icons(monkeypatch, compiled, tmp_path):
    win = _run_spec("win32", monkeypatch, tmp_path)
    assert win["EXE"].kwargs["icon"].endswith("tourney.ico")
    assert win["EXE"].kwargs["strip"] is False  # stripping breaks Windows DLLs
    mac = _run_spec("darwin", monkeypatch, tmp_path)
    assert mac["EXE"].kwargs["icon"].endswith("tourney.icns")
    app = mac["BUNDLE"]
    assert app.kwargs["name"] == "Tourney.app"
    assert app.kwargs["icon"].endswith("tourney.icns")
    assert app.kwargs["info_plist"]["CFBundleLocalizations"] == ["en", "it"]


def test_windows_executable_carries_a_version_resource(monkeypatch, compiled, tmp_path, bundle):
    """The version file is parsed by PyInstaller's own reader (as on Windows) and says who and what."""
    pytest.importorskip("PyInstaller", reason="install the dist extra: pip install -e '.[dist]'")
    import types

    import PyInstaller.compat  # imported on this platform, before the spec runs as if on Windows

    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile") or types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)  # Windows-only, unused by the reader
    from PyInstaller.utils.win32 import versioninfo

    path = Path(_run_spec("win32", monkeypatch, tmp_path)["EXE"].kwargs["version"])
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert info.toRaw()  # serialises into a real resource
    major, minor, patch = (int(x) for x in bundle.version().split(".")[:3])
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (major << 16 | minor, patch << 16)
    strings = {s.name: s.val for s in info.kids[0].kids[0].kids}
    assert strings["ProductName"] == "Tourney" and strings["ProductVersion"] == bundle.version()
    assert strings["OriginalFilename"] == "tourney.exe"
    assert "commit" in strings["Comments"]
    assert _run_spec("linux", monkeypatch, tmp_path)["EXE"].kwargs["version"] is None


def test_macos_info_plist_has_version_and_copyright(monkeypatch, compiled, tmp_path, bundle):
    plist = _run_spec("darwin", monkeypatch, tmp_path)["BUNDLE"].kwargs["info_plist"]
    assert plist["CFBundleShortVersionString"] == bundle.version()
    assert all(part.isdigit() for part in plist["CFBundleVersion"].split("."))
    assert "MIT" in plist["NSHumanReadableCopyright"] and "commit" in plist["NSHumanReadableCopyright"]
