#!/bin/sh
# Add Tourney to the desktop's application menu (per user, no root needed).
#   ./install-desktop-entry.sh            install: menu entry + icon pointing at this folder's tourney
#   ./install-desktop-entry.sh --remove   remove them again
# Keep this folder where it is (or run the script again after moving it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/512x512/apps"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/tourney.desktop" "$icons/tourney.png"
    echo "Tourney removed from the application menu."
    exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/tourney.png" "$icons/tourney.png"
sed -e "s|^Exec=.*|Exec=\"$here/tourney\"|" -e "s|^Icon=.*|Icon=$icons/tourney.png|" \
    "$here/tourney.desktop" > "$apps/tourney.desktop"
chmod 644 "$apps/tourney.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" >/dev/null 2>&1 || true
echo "Tourney added to the application menu ($apps/tourney.desktop)."
