"""A Debian package of the built Linux bundle, made with ``dpkg-deb`` (``packaging/build.py --deb``).

    /opt/tourney/                       the PyInstaller folder (executable, _internal/, LICENSES.md)
    /usr/bin/tourney                    → /opt/tourney/tourney
    /usr/share/applications/tourney.desktop
    /usr/share/icons/hicolor/<N>x<N>/apps/tourney.png
    /usr/share/doc/tourney/copyright    our licence and the list of bundled components

No maintainer scripts: dpkg's triggers of desktop-file-utils and hicolor-icon-theme refresh the menu
and icon caches. ``Depends`` names the newest glibc symbol version the bundled binaries ask for.
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = "tourney"
MAINTAINER = "Tourney developers <noreply@tourney.invalid>"
ICON_SIZES = (32, 48, 64, 128, 256, 512)
#: files next to the executable that only the tarball needs (the package installs its own menu entry)
TARBALL_ONLY = ("install-desktop-entry.sh", "tourney.desktop", "tourney.png")
DESCRIPTION = """four knightly tabletop games against AI opponents
 Tournament, Paladin, Joust for Fun and Glory: A Game of Knights in one app,
 played against computer opponents or with friends taking turns at one
 screen, in English or Italian."""


def architecture() -> str:
    """Debian's name for this machine's architecture."""
    if shutil.which("dpkg"):
        out = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip():
            return out.stdout.strip()
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf", "i686": "i386"}.get(machine, machine)


def glibc_needed(folder: Path) -> str | None:
    """The newest ``GLIBC_2.N`` version any ELF file under ``folder`` refers to (None if none does)."""
    best: tuple[int, ...] | None = None
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
            data = fh.read()
        for match in re.finditer(rb"GLIBC_(2\.[0-9]+(?:\.[0-9]+)?)\x00", data):
            version = tuple(int(p) for p in match[1].split(b"."))
            best = version if best is None or version > best else best
    return ".".join(str(v) for v in best) if best else None


def control(version: str, arch: str, installed_kib: int, glibc: str | None) -> str:
    depends = f"Depends: libc6 (>= {glibc})\n" if glibc else ""
    return (
        f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n{depends}Section: games\nPriority: optional\n"
        f"Description: {DESCRIPTION}\n"
    )


def _copyright() -> str:
    licence = (HERE.parent / "LICENSE").read_text(encoding="utf-8")
    notes = (HERE / "LICENSES.md").read_text(encoding="utf-8")
    return (
        "Tourney is distributed under the MIT License:\n\n"
        + licence
        + "\n\nIt bundles third-party components under their own licences; their texts are in\n"
        "/opt/tourney/_internal/licenses. Summary:\n\n" + notes
    )


def _installed_kib(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024 + 1


def stage(folder: Path, root: Path, version: str, arch: str) -> Path:
    """Lay out the package's file tree under ``root`` from the built ``folder``; returns ``root``."""
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / PACKAGE
    shutil.copytree(folder, opt, symlinks=True, ignore=lambda d, names: [n for n in names if n in TARBALL_ONLY])
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink(f"../../opt/{PACKAGE}/{PACKAGE}", root / "usr" / "bin" / PACKAGE)
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copyfile(HERE / "linux" / "tourney.desktop", apps / "tourney.desktop")  # Exec=tourney, Icon=tourney
    for size in ICON_SIZES:
        icons = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        icons.mkdir(parents=True)
        src = HERE / "icons" / ("tourney.png" if size == 512 else f"tourney-{size}.png")
        shutil.copyfile(src, icons / "tourney.png")
    doc = root / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(_copyright(), encoding="utf-8")
    for path in root.rglob("*"):  # what dpkg expects: 755 for folders and programs, 644 for the rest
        if path.is_symlink():
            continue
        executable = path.is_dir() or os.access(path, os.X_OK)
        path.chmod(0o755 if executable else 0o644)
    debian = root / "DEBIAN"
    debian.mkdir()
    text = control(version, arch, _installed_kib(root), glibc_needed(opt))
    (debian / "control").write_text(text, encoding="utf-8")
    return root


def build_deb(folder: Path, out_dir: Path, version: str, work: Path) -> Path:
    """``<out_dir>/tourney_<version>_<arch>.deb`` from the built bundle ``folder`` (staged under ``work``)."""
    arch = architecture()
    root = stage(folder, work / "deb-root", version, arch)
    out = out_dir / f"{PACKAGE}_{version}_{arch}.deb"
    out.unlink(missing_ok=True)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)], check=True)
    shutil.rmtree(root)
    return out
