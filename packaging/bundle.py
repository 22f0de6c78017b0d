"""What goes into the frozen Tourney bundle, as plain data (no PyInstaller import).

``tourney.spec`` asks this module for the data files, hidden imports, excluded modules and the filters
applied to what PyInstaller's hooks collect; the fast tests in tests/packaging check the same answers
without running PyInstaller.

Layout inside the bundle (``sys._MEIPASS``, i.e. ``dist/tourney/_internal`` in onedir mode), matching
the source tree so ``game.resources.resource_path`` works unchanged:

    assets/...                         fonts, icons, theme.json (not screenshots, not scripts)
    locale/<lang>/LC_MESSAGES/tourney.mo  compiled catalogs only (the .po sources stay out)
    licenses/...                       our licence notes and every third-party licence text
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import sys
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
APP_NAME = "tourney"
DISPLAY_NAME = "Tourney"
BUNDLE_ID = "io.github.tourney.Tourney"
DOMAIN = "tourney"

#: game modules that are developer tools, not part of the app
DEV_MODULES = frozenset({"game.bootstrap", "game.i18n_tools"})

#: top-level folders of assets/ that are not needed at run time (README screenshots)
ASSET_SKIP_DIRS = frozenset({"screenshots", "__pycache__"})
ASSET_SKIP_SUFFIXES = frozenset({".py", ".pyc"})

#: distributions whose code ends up in the bundle, with the licence files they ship
RUNTIME_DISTRIBUTIONS = ("pygame-ce", "pygame_gui", "pillow", "platformdirs", "babel", "python-i18n")

#: modules we never use at run time (keeps the bundle small and avoids dragging test tooling in)
EXCLUDES = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "test",
    "unittest",
    "doctest",
    "pdb",
    "xmlrpc",
    "sqlite3",
    "curses",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "pytest",
    "_pytest",
    "hypothesis",
    "xdist",
    "execnet",
    "ruff",
    "PyInstaller",
    "numpy",
    "IPython",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame.__pyinstaller",
    "pygame_gui.__pyinstaller",
    "PIL.ImageTk",
    "PIL.ImageQt",
    "PIL._tkinter_finder",
    "game.bootstrap",
    "game.i18n_tools",
)

#: pygame_gui default fonts we drop: the app speaks English and Italian, for which pygame_gui's
#: default theme loads NotoSans (regular/bold/italic/bold-italic) and FiraCode only.
PYGAME_GUI_UNUSED_FONTS = re.compile(r"^NotoSans(JP|KR|SC|Arabic|Hebrew|Georgian)-.*\.(otf|ttf)$")

#: Babel's CLDR data: keep only the root and the languages we ship (it is ~30 MB in full)
BABEL_LOCALE_KEEP = re.compile(r"^(root|en|it)(_.*)?\.dat$")


def version() -> str:
    """The app's version: ``game.__version__`` (pyproject.toml takes it from there too)."""
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)[1]


def hidden_imports() -> list[str]:
    """Every module of the ``game`` package: games and scenes are imported by name at run time."""
    names = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        name = ".".join(parts)
        if name in DEV_MODULES or "__pycache__" in parts:
            continue
        names.append(name)
    return names


def languages() -> list[str]:
    """Languages with a catalog source under locale/ (English needs none)."""
    return sorted(p.parent.parent.name for p in (ROOT / "locale").glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compiled_catalogs() -> list[Path]:
    """The .mo of every language; raises if one is missing or older than its .po (compile first)."""
    out = []
    for lang in languages():
        base = ROOT / "locale" / lang / "LC_MESSAGES"
        po, mo = base / f"{DOMAIN}.po", base / f"{DOMAIN}.mo"
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            raise FileNotFoundError(f"{mo} is missing or stale: run `python -m game.i18n_tools compile` first")
        out.append(mo)
    return out


def asset_files() -> list[Path]:
    out = []
    for path in sorted((ROOT / "assets").rglob("*")):
        rel = path.relative_to(ROOT / "assets")
        if path.is_dir() or rel.parts[0] in ASSET_SKIP_DIRS or path.suffix in ASSET_SKIP_SUFFIXES:
            continue
        if "__pycache__" in rel.parts:
            continue
        out.append(path)
    return out


def _licence_like(name: str) -> bool:
    return re.search(r"(LICEN[CS]E|COPYING|NOTICE)", name, re.IGNORECASE) is not None


def python_licence() -> Path | None:
    """The interpreter's LICENSE.txt (location differs between Windows and POSIX installs)."""
    version_dir = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in (
        Path(sys.base_prefix) / "LICENSE.txt",
        Path(sys.base_prefix) / "lib" / version_dir / "LICENSE.txt",
        Path(sys.base_prefix) / "Resources" / "LICENSE.txt",
    ):
        if candidate.is_file():
            return candidate
    return None


def third_party_licences(distributions: Iterable[str] = RUNTIME_DISTRIBUTIONS) -> list[tuple[Path, str]]:
    """(file, bundle folder) for the licence texts shipped by each installed distribution."""
    out: list[tuple[Path, str]] = []
    for name in distributions:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        for f in dist.files or ():
            if _licence_like(f.name):
                src = Path(str(dist.locate_file(f)))
                if src.is_file():
                    out.append((src, f"licenses/{name}"))
    return out


def licence_files() -> list[tuple[Path, str]]:
    """Our notes, the texts we keep in packaging/licenses, the project licence and third-party texts."""
    out: list[tuple[Path, str]] = [(HERE / "LICENSES.md", "licenses")]
    out += [(p, "licenses") for p in sorted((HERE / "licenses").glob("*.txt"))]
    for name in ("LICENSE", "LICENSE.txt", "LICENSE.md"):
        if (ROOT / name).is_file():
            out.append((ROOT / name, "licenses/tourney"))
    python = python_licence()
    if python is not None:
        out.append((python, "licenses/python"))
    # the bootloader inside the executable is PyInstaller's (GPL with a linking exception)
    out += third_party_licences((*RUNTIME_DISTRIBUTIONS, "pyinstaller"))
    return out


def data_files() -> list[tuple[str, str]]:
    """The ``datas`` list for PyInstaller's Analysis: (source file, destination folder in the bundle)."""
    out: list[tuple[str, str]] = []
    for path in asset_files():
        out.append((str(path), str(PurePosixPath(*path.relative_to(ROOT).parent.parts))))
    for mo in compiled_catalogs():
        out.append((str(mo), str(PurePosixPath(*mo.relative_to(ROOT).parent.parts))))
    out += [(str(src), dest) for src, dest in licence_files()]
    return out


def keep_collected(dest: str) -> bool:
    """Filter for files PyInstaller's hooks collected (``dest`` is the path inside the bundle)."""
    p = PurePosixPath(dest.replace("\\", "/"))
    if p.parts[:2] == ("pygame_gui", "data") and PYGAME_GUI_UNUSED_FONTS.match(p.name):
        return False
    if p.parts[:2] == ("babel", "locale-data") and p.suffix == ".dat" and not BABEL_LOCALE_KEEP.match(p.name):
        return False
    if p.parts[:1] == ("pygame",) and len(p.parts) > 1 and p.parts[1] in ("docs", "examples", "tests"):
        return False
    return True


def filter_toc(toc: Iterable[tuple]) -> list[tuple]:
    """Apply :func:`keep_collected` to a PyInstaller TOC (entries are ``(dest, src, typecode)``)."""
    return [entry for entry in toc if keep_collected(entry[0])]


def icon_for(platform: str) -> Path:
    """The app icon file for the executable on ``platform`` (``sys.platform`` values)."""
    if platform.startswith("win"):
        return HERE / "icons" / f"{APP_NAME}.ico"
    if platform == "darwin":
        return HERE / "icons" / f"{APP_NAME}.icns"
    return HERE / "icons" / f"{APP_NAME}.png"


def build_info(date: str | None = None) -> dict[str, str]:
    """Version, commit and build date for the bundle's ``build-info.json`` (read by ``game.version``).

    The date is today's (UTC), or ``SOURCE_DATE_EPOCH``'s when set (reproducible builds); the commit
    is the checkout's short hash, empty without git.
    """
    import datetime
    import os
    import subprocess

    if date is None:
        epoch = os.environ.get("SOURCE_DATE_EPOCH")
        now = (
            datetime.datetime.fromtimestamp(int(epoch), datetime.UTC) if epoch else datetime.datetime.now(datetime.UTC)
        )
        date = now.date().isoformat()
    try:
        commit = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = ""
    return {"version": version(), "commit": commit, "date": date}


def write_build_info(folder: Path, info: dict[str, str] | None = None) -> Path:
    """Write ``build-info.json`` into ``folder`` (PyInstaller's work folder); returns its path."""
    import json

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "build-info.json"
    path.write_text(json.dumps(info or build_info(), indent=1) + "\n", encoding="utf-8")
    return path


def numeric_version(text: str) -> tuple[int, int, int, int]:
    """``0.1.0`` → ``(0, 1, 0, 0)``: Windows version resources and macOS bundle versions are numbers."""
    parts = [int(p) for p in re.findall(r"\d+", text)[:4]]
    return tuple(parts + [0] * (4 - len(parts)))  # type: ignore[return-value]


def windows_version_info(info: dict[str, str]) -> str:
    """The executable's version resource (what Explorer shows under Properties → Details), in
    PyInstaller's version-file syntax."""
    nums = numeric_version(info["version"])
    dotted = ".".join(str(n) for n in nums)
    strings = {
        "CompanyName": "Tourney developers",
        "FileDescription": f"{DISPLAY_NAME}: four knightly tabletop games",
        "FileVersion": dotted,
        "InternalName": APP_NAME,
        "LegalCopyright": "MIT License; see LICENSES.md for the bundled components",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": info["version"],
        "Comments": f"built {info['date']} from commit {info['commit'] or 'unknown'}",
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])
  ]
)
"""


def write_windows_version_info(folder: Path, info: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "version-info.txt"
    path.write_text(windows_version_info(info), encoding="utf-8")
    return path


def mac_info_plist(info: dict[str, str]) -> dict[str, object]:
    """Info.plist keys for Tourney.app, beside those PyInstaller writes itself."""
    return {
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": info["version"],
        "CFBundleVersion": ".".join(str(n) for n in numeric_version(info["version"])[:3]),
        "NSHumanReadableCopyright": f"MIT License. Built {info['date']} from commit {info['commit'] or 'unknown'}.",
        "NSHighResolutionCapable": True,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "it"],
        "LSApplicationCategoryType": "public.app-category.board-games",
    }
