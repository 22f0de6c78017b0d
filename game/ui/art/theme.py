"""One palette for all four games, colour-blind-safe player colours, panels, buttons, table background
and the pygame_gui theme (assets/theme.json).

Player colours are the Okabe–Ito set (distinguishable with the common colour-vision deficiencies) and
every seat also has a pattern, a letter and an emblem, so colour is never the only cue.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.i18n import N_, _
from game.resources import resource_path
from game.ui.art import fonts, paint
from game.ui.art.cache import cached, memo

PALETTE: dict[str, tuple[int, int, int]] = {
    "ink": (43, 30, 20),  # text on parchment
    "ink_soft": (92, 70, 50),
    "parchment": (238, 224, 192),
    "parchment_dark": (206, 184, 140),
    "gold": (201, 162, 74),
    "gold_light": (240, 210, 130),
    "gold_dark": (128, 94, 36),
    "crimson": (146, 28, 36),
    "royal": (36, 60, 128),
    "forest": (34, 84, 52),
    "purple": (88, 40, 104),
    "wood_light": (112, 74, 44),
    "wood_dark": (48, 30, 18),
    "panel": (36, 26, 20),
    "panel_edge": (150, 116, 60),
    "text_light": (244, 232, 204),
    "text_muted": (196, 178, 140),
    "ok": (46, 120, 70),
    "warn": (196, 120, 20),
    "bad": (170, 40, 40),
    "focus": (255, 220, 120),
}


@dataclass(frozen=True)
class PlayerStyle:
    """How one seat is shown: colour plus non-colour cues (pattern, letter, emblem)."""

    index: int
    colour: tuple[int, int, int]
    name: str  # N_ msgid of the colour name
    pattern: str  # plain, stripes, dots, chevron, cross, checks
    letter: str
    emblem: str  # game-icons name

    @property
    def dark(self) -> tuple[int, ...]:
        return paint.shade(self.colour, 0.55)

    @property
    def light(self) -> tuple[int, ...]:
        return paint.shade(self.colour, 1.45)

    @property
    def text(self) -> tuple[int, int, int]:
        """Readable text colour on top of ``colour``."""
        r, g, b = self.colour
        return (20, 14, 8) if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else (250, 244, 230)

    def label(self) -> str:
        return _(self.name)


PLAYERS: tuple[PlayerStyle, ...] = (
    PlayerStyle(0, (0, 114, 178), N_("Blue"), "plain", "A", "lion"),
    PlayerStyle(1, (213, 94, 0), N_("Vermilion"), "stripes", "B", "eagle-emblem"),
    PlayerStyle(2, (0, 158, 115), N_("Green"), "dots", "C", "stone-tower"),
    PlayerStyle(3, (240, 228, 66), N_("Yellow"), "chevron", "D", "fleur-de-lys"),
    PlayerStyle(4, (204, 121, 167), N_("Pink"), "cross", "E", "heraldic-sun"),
    PlayerStyle(5, (86, 180, 233), N_("Sky"), "checks", "F", "key"),
)


def player(seat: int) -> PlayerStyle:
    """The style of seat ``seat`` (wraps around after six)."""
    return PLAYERS[seat % len(PLAYERS)]


def player_colour(seat: int) -> tuple[int, int, int]:
    return player(seat).colour


def draw_pattern(surface: pygame.Surface, rect: pygame.Rect, pattern: str, colour: tuple[int, ...]) -> None:
    """Overlay the seat's pattern (thin lines/dots in ``colour``) inside ``rect``; clipped to it."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    step = max(5, rect.w // 5)
    if pattern == "stripes":
        for x in range(rect.left - rect.h, rect.right, step):
            pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.top), max(1, step // 4))
    elif pattern == "dots":
        for y in range(rect.top + step // 2, rect.bottom, step):
            for x in range(rect.left + step // 2, rect.right, step):
                pygame.draw.circle(surface, colour, (x, y), max(1, step // 5))
    elif pattern == "chevron":
        for y in range(rect.top, rect.bottom + rect.w // 2, step):
            pygame.draw.lines(
                surface,
                colour,
                False,
                [(rect.left, y), (rect.centerx, y - rect.w // 3), (rect.right, y)],
                max(1, step // 4),
            )
    elif pattern == "cross":
        w = max(2, rect.w // 6)
        pygame.draw.rect(surface, colour, (rect.centerx - w // 2, rect.top, w, rect.h))
        pygame.draw.rect(surface, colour, (rect.left, rect.centery - w // 2, rect.w, w))
    elif pattern == "checks":
        for j, y in enumerate(range(rect.top, rect.bottom, step)):
            for i, x in enumerate(range(rect.left, rect.right, step)):
                if (i + j) % 2 == 0:
                    pygame.draw.rect(surface, colour, (x, y, step, step))
    surface.set_clip(clip)


def player_badge(seat: int, size: int) -> pygame.Surface:
    """A round seat marker: colour, pattern, gold rim and the seat letter (cached)."""

    def build() -> pygame.Surface:
        st = player(seat)
        s = size * paint.SS
        big = pygame.Surface((s, s), pygame.SRCALPHA)
        c = (s // 2, s // 2)
        pygame.draw.circle(big, paint.shade(st.colour, 0.5), c, s // 2)
        inner = pygame.Surface((s, s), pygame.SRCALPHA)
        pygame.draw.circle(inner, st.colour, c, int(s * 0.44))
        draw_pattern(inner, pygame.Rect(0, 0, s, s), st.pattern, (*paint.shade(st.colour, 0.78), 255))
        mask = pygame.Surface((s, s), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), c, int(s * 0.44))
        inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(inner, (0, 0))
        pygame.draw.circle(big, PALETTE["gold"], c, int(s * 0.46), max(2, s // 22))
        f = fonts.font("title_bold", int(s * 0.5))
        txt = f.render(st.letter, True, st.text)
        big.blit(txt, txt.get_rect(center=(c[0], c[1] + s // 40)))
        return pygame.transform.smoothscale(big, (size, size))

    return memo(("badge", seat, size), build)


# ---------------------------------------------------------------- panels and buttons


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect | tuple[int, int, int, int],
    style: str = "dark",
    border: bool = True,
    alpha: int = 235,
) -> None:
    """A framed panel: ``dark`` (wood/leather, light text) or ``parchment`` (ink text)."""
    rect = pygame.Rect(rect)
    if rect.w <= 4 or rect.h <= 4:
        return
    surface.blit(_panel_image(rect.size, style, border, alpha), rect.topleft)


def _panel_image(size: tuple[int, int], style: str, border: bool, alpha: int) -> pygame.Surface:
    def build() -> pygame.Surface:
        w, h = size
        radius = min(12, w // 6, h // 6)
        if style == "parchment":
            body = paint.mottled(
                (w, h), PALETTE["parchment"], PALETTE["parchment_dark"], seed=w * 7 + h
            ).convert_alpha()
        else:
            body = paint.vertical_gradient((w, h), (58, 42, 30, alpha), (30, 22, 16, alpha))
        out = paint.apply_mask(body, paint.rounded_mask((w, h), radius))
        if border:
            pygame.draw.rect(out, PALETTE["gold_dark"], out.get_rect(), 2, border_radius=radius)
            pygame.draw.rect(
                out, (*PALETTE["gold"], 160), out.get_rect().inflate(-6, -6), 1, border_radius=max(1, radius - 3)
            )
        return out

    return memo(("panel", size, style, border, alpha), build)


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect | tuple[int, int, int, int],
    text: str,
    state: str = "normal",
    icon_name: str | None = None,
    size: int = 20,
) -> pygame.Rect:
    """A gilded button. ``state``: normal, hover, pressed, disabled, selected. Returns its rect."""
    rect = pygame.Rect(rect)
    surface.blit(_button_image(rect.size, state), rect.topleft)
    colour = PALETTE["text_light"] if state != "disabled" else (140, 126, 104)
    from game.ui.art.icons import icon

    label = fonts.render(
        text, "title_bold", fonts.fit_size(text, "title_bold", size, rect.w - 16 - (rect.h if icon_name else 0)), colour
    )
    if icon_name:
        ic = icon(icon_name, int(rect.h * 0.6), PALETTE["gold_light"] if state != "disabled" else colour)
        total = ic.get_width() + 6 + label.get_width()
        x = rect.centerx - total // 2
        surface.blit(ic, ic.get_rect(midleft=(x, rect.centery)))
        surface.blit(label, label.get_rect(midleft=(x + ic.get_width() + 6, rect.centery + 1)))
    else:
        surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery + 1)))
    return rect


def _button_image(size: tuple[int, int], state: str) -> pygame.Surface:
    def build() -> pygame.Surface:
        w, h = size
        top, bottom = {
            "normal": ((120, 32, 38), (78, 18, 24)),
            "hover": ((150, 44, 50), (98, 24, 30)),
            "pressed": ((70, 16, 22), (104, 28, 34)),
            "selected": ((36, 70, 140), (22, 42, 92)),
            "disabled": ((84, 72, 62), (60, 52, 44)),
        }.get(state, ((120, 32, 38), (78, 18, 24)))
        radius = min(10, h // 3)
        out = paint.apply_mask(paint.vertical_gradient((w, h), top, bottom), paint.rounded_mask((w, h), radius))
        rim = PALETTE["gold_light"] if state in ("hover", "selected") else PALETTE["gold"]
        if state == "disabled":
            rim = (120, 104, 84)
        pygame.draw.rect(out, rim, out.get_rect(), 2, border_radius=radius)
        pygame.draw.line(out, (255, 255, 255, 40), (radius, 3), (w - radius, 3))
        return out

    return memo(("button", size, state), build)


def table_background(size: tuple[int, int] = (1600, 900), cloth: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The table: dark oak planks with a felt cloth in the middle (cached on disk)."""
    cloth = cloth or (30, 70, 48)

    def build() -> pygame.Surface:
        w, h = size
        surf = paint.wood((w, h), PALETTE["wood_light"], PALETTE["wood_dark"], plank=max(60, h // 6))
        margin = max(12, min(w, h) // 30)
        inner = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        felt = paint.mottled(inner.size, paint.shade(cloth, 1.12), paint.shade(cloth, 0.8), seed=11, grain=0.5)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)  # no AA needed: the gilded rim covers the edge
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=margin)
        felt = paint.apply_mask(felt.convert_alpha() if pygame.display.get_surface() else felt, mask)
        shadow = paint.drop_shadow(inner.size, margin, blur=10, alpha=200)
        surf.blit(shadow, (inner.x - 20, inner.y - 16))
        surf.blit(felt, inner.topleft)
        pygame.draw.rect(surf, PALETTE["gold_dark"], inner, 3, border_radius=margin)
        pygame.draw.rect(surf, (*PALETTE["gold"],), inner.inflate(-14, -14), 1, border_radius=max(2, margin - 7))
        paint.vignette(surf, 150)
        return surf

    return cached(("table", size, cloth), build)


# ---------------------------------------------------------------- pygame_gui theme

#: font sizes the theme offers drop-downs (each drop-down takes the largest at which its options fit)
CHOICE_SIZES = (16, 18, 20, 22)


def theme_path() -> Path:
    return resource_path("assets", "theme.json")


def gui_theme() -> dict[str, Any]:
    """assets/theme.json with its font paths made absolute (usable from any working directory)."""
    data = json.loads(theme_path().read_text(encoding="utf-8"))
    for block in data.values():
        f = block.get("font") if isinstance(block, dict) else None
        if isinstance(f, dict):
            for k in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if k in f:
                    f[k] = str(resource_path(*Path(f[k]).parts))
    return data


def make_ui_manager(size: tuple[int, int] = (1600, 900), language: str = "en") -> Any:
    """A pygame_gui UIManager with the Tourney theme and fonts loaded."""
    import pygame_gui

    manager = pygame_gui.UIManager(size, theme_path=gui_theme(), starting_language=language)
    manager.add_font_paths(
        "ebgaramond",
        str(fonts.font_path("text")),
        str(fonts.font_path("bold")),
        str(fonts.font_path("italic")),
    )
    manager.add_font_paths("cinzel", str(fonts.font_path("title")), str(fonts.font_path("title_bold")))
    return manager


def build_theme_json() -> dict[str, Any]:
    """Generate the pygame_gui theme from the palette (``python -m game.ui.art.theme`` rewrites the file).

    Button kinds are classes (``@primary`` crimson, ``@secondary`` parchment, ``@ghost`` dark for bars,
    ``@gold``, ``@quiet`` flat); drop-downs carry their fitted font size as ``#choice_NN``."""

    def hx(c: tuple[int, ...]) -> str:
        return "#" + "".join(f"{v:02X}" for v in c[:3])

    def grad(top: tuple[int, ...], bottom: tuple[int, ...]) -> str:
        return f"{hx(top)},{hx(bottom)},90"

    def lift(c: tuple[int, ...], k: float = 1.16) -> tuple[int, ...]:
        return paint.shade(c, k)

    p = PALETTE
    paths = {
        "regular_path": "assets/fonts/EBGaramond-Regular.ttf",
        "bold_path": "assets/fonts/EBGaramond-SemiBold.ttf",
        "italic_path": "assets/fonts/EBGaramond-Italic.ttf",
    }
    text_font = {"name": "ebgaramond", "size": "20", **paths}
    bold_font = {**text_font, "bold": "1"}
    title_font = {
        "name": "cinzel",
        "size": "22",
        "bold": "1",
        "regular_path": "assets/fonts/Cinzel-Regular.ttf",
        "bold_path": "assets/fonts/Cinzel-Bold.ttf",
    }
    disabled = {
        "disabled_bg": hx((64, 58, 72)),
        "disabled_border": hx((96, 88, 104)),
        "disabled_text": hx((150, 142, 158)),
    }

    def kind(fill: tuple[int, ...], border: tuple[int, ...], ink: tuple[int, ...], down: float = 0.78) -> dict:
        return {
            "colours": {
                "normal_bg": grad(lift(fill, 1.05), paint.shade(fill, down)),
                "hovered_bg": grad(lift(fill, 1.22), lift(fill, 0.95)),
                "active_bg": grad(paint.shade(fill, down), fill),
                "selected_bg": grad(p["gold_light"], p["gold"]),
                "normal_border": hx(border),
                "hovered_border": hx(p["gold_light"]),
                "active_border": hx(p["gold_light"]),
                "selected_border": hx(p["gold_dark"]),
                "normal_text": hx(ink),
                "hovered_text": hx(ink),
                "active_text": hx(ink),
                "selected_text": hx(p["ink"]),
                **disabled,
            }
        }

    blocks: dict[str, Any] = {
        "defaults": {
            "colours": {
                "normal_bg": hx((120, 32, 38)),
                "hovered_bg": hx((150, 44, 50)),
                "disabled_bg": hx((84, 72, 62)),
                "selected_bg": hx(p["gold"]),
                "active_bg": hx((70, 16, 22)),
                "dark_bg": hx(p["panel"]),
                "normal_text": hx(p["text_light"]),
                "hovered_text": hx((255, 244, 214)),
                "selected_text": hx(p["ink"]),
                "disabled_text": hx((150, 136, 112)),
                "active_text": hx(p["gold_light"]),
                "normal_border": hx(p["gold"]),
                "hovered_border": hx(p["gold_light"]),
                "disabled_border": hx((120, 104, 84)),
                "selected_border": hx(p["gold_light"]),
                "active_border": hx(p["gold_light"]),
                "link_text": hx(p["gold_light"]),
                "link_hover": hx((255, 236, 170)),
                "link_selected": hx((255, 255, 255)),
                "text_shadow": "#000000",
                "filled_bar": hx(p["gold"]),
                "unfilled_bar": hx((60, 44, 32)),
            },
            "font": text_font,
            "misc": {"shape": "rectangle", "border_width": "2", "shadow_width": "0", "tool_tip_delay": "0.45"},
        },
        "button": {
            "font": bold_font,
            "misc": {
                "shape": "rounded_rectangle",
                "shape_corner_radius": "8",
                "border_width": "2",
                "shadow_width": "2",
                "tool_tip_delay": "0.45",
            },
        },
        "@primary": kind(p["crimson"], p["gold"], p["text_light"]),
        "@secondary": kind(p["parchment"], p["gold_dark"], p["ink"], 0.9),
        "@ghost": kind((52, 46, 66), (110, 96, 124), p["text_light"]),
        "@gold": kind(p["gold"], p["gold_dark"], p["ink"], 0.86),
        "@quiet": kind((40, 34, 50), (70, 60, 80), p["text_muted"]),
        "label": {"colours": {"normal_text": hx(p["text_light"]), "dark_bg": "#00000000"}, "font": text_font},
        "panel": {
            "colours": {"dark_bg": hx(p["panel"]), "normal_border": hx(p["panel_edge"])},
            "misc": {"border_width": "2", "shape": "rounded_rectangle", "shape_corner_radius": "10"},
        },
        "window": {
            "colours": {"dark_bg": hx(p["parchment"]), "normal_border": hx(p["gold_dark"])},
            "misc": {"shape": "rectangle", "border_width": "3", "shadow_width": "0"},
        },
        "window.#title_bar": {
            "font": {**title_font, "size": "26"},
            "colours": {
                "normal_bg": grad((120, 26, 34), (86, 16, 24)),
                "hovered_bg": grad((120, 26, 34), (86, 16, 24)),
                "active_bg": grad((120, 26, 34), (86, 16, 24)),
                "normal_text": hx(p["gold_light"]),
                "hovered_text": hx(p["gold_light"]),
                "active_text": hx(p["gold_light"]),
            },
            "misc": {"text_horiz_alignment": "center", "border_width": "0", "shadow_width": "0"},
        },
        "#dialog": {
            "colours": {"dark_bg": hx((244, 234, 208)), "normal_border": hx(p["gold_dark"])},
            "misc": {
                "shape": "rectangle",
                "border_width": "3",
                "shadow_width": "0",
                "title_bar_height": "56",
                "enable_close_button": "0",
            },
        },
        "#message": {
            "colours": {
                "dark_bg": hx((244, 234, 208)),
                "normal_border": hx((244, 234, 208)),
                "normal_text": hx(p["ink"]),
            },
            "font": {**text_font, "size": "22"},
            "misc": {"border_width": "0", "padding": "6,4"},
        },
        "text_box": {
            "colours": {
                "dark_bg": hx((40, 30, 22)),
                "normal_border": hx(p["gold_dark"]),
                "normal_text": hx(p["text_light"]),
            },
            "font": text_font,
            "misc": {"border_width": "1", "padding": "8,6"},
        },
        "#rules": {
            "colours": {
                "dark_bg": hx((246, 236, 210)),
                "normal_border": hx(p["gold_dark"]),
                "normal_text": hx(p["ink"]),
            },
            "font": {**text_font, "size": "22"},
            "misc": {"border_width": "1", "padding": "18,12", "shape": "rectangle"},
        },
        "tool_tip": {
            "colours": {
                "dark_bg": hx((250, 243, 224)),
                "normal_text": hx(p["ink"]),
                "normal_border": hx(p["gold_dark"]),
            },
            "font": {**text_font, "size": "19"},
            "misc": {
                "border_width": "1",
                "shape": "rounded_rectangle",
                "shape_corner_radius": "6",
                "rect_width": "360",
                "shadow_width": "2",
            },
        },
        "tool_tip.text_box": {
            "colours": {
                "dark_bg": hx((250, 243, 224)),
                "normal_text": hx(p["ink"]),
                "normal_border": hx(p["gold_dark"]),
            },
            "font": {**text_font, "size": "19"},
            "misc": {"border_width": "1", "padding": "10,7", "shape": "rounded_rectangle", "shape_corner_radius": "6"},
        },
        "drop_down_menu": {
            "colours": {
                "dark_bg": hx((250, 244, 228)),
                "normal_bg": hx((250, 244, 228)),
                "hovered_bg": hx((255, 250, 236)),
                "selected_bg": hx(p["gold"]),
                "active_bg": hx(p["gold_light"]),
                "normal_text": hx(p["ink"]),
                "hovered_text": hx(p["crimson"]),
                "selected_text": hx(p["ink"]),
                "active_text": hx(p["ink"]),
                "normal_border": hx(p["gold_dark"]),
                "hovered_border": hx(p["crimson"]),
                "active_border": hx(p["crimson"]),
                **disabled,
            },
            "font": bold_font,
            "misc": {
                "border_width": "2",
                "shape": "rounded_rectangle",
                "shape_corner_radius": "8",
                "expand_direction": "down",
            },
        },
        "horizontal_slider": {
            "colours": {
                "dark_bg": hx((222, 205, 168)),
                "normal_bg": hx(p["crimson"]),
                "hovered_bg": hx((170, 44, 52)),
                "filled_bar": hx(p["gold"]),
                "normal_border": hx(p["gold_dark"]),
            },
            "misc": {
                "border_width": "2",
                "shape": "rounded_rectangle",
                "shape_corner_radius": "8",
                "enable_arrow_buttons": "1",
            },
        },
        "text_entry_line": {
            "colours": {
                "dark_bg": hx((255, 250, 238)),
                "normal_text": hx(p["ink"]),
                "selected_bg": hx(p["gold_light"]),
                "selected_text": hx(p["ink"]),
                "text_cursor": hx(p["ink"]),
                "normal_border": hx(p["gold_dark"]),
                "hovered_border": hx(p["crimson"]),
                "disabled_bg": hx((226, 216, 196)),
                "disabled_text": hx((130, 116, 100)),
            },
            "font": {**text_font, "size": "22"},
            "misc": {"border_width": "2", "shape": "rounded_rectangle", "shape_corner_radius": "6", "padding": "10,4"},
        },
        "text_entry_line.#placeholder": {"colours": {"normal_text": hx((160, 150, 135))}},
        "progress_bar": {
            "colours": {
                "dark_bg": hx((40, 30, 22)),
                "filled_bar": grad(p["gold_light"], p["gold"]),
                "normal_text": hx(p["ink"]),
                "normal_border": hx(p["gold_dark"]),
            },
            "font": bold_font,
            "misc": {"border_width": "2", "shape": "rounded_rectangle", "shape_corner_radius": "6"},
        },
        "selection_list": {"colours": {"dark_bg": hx((40, 30, 22)), "normal_border": hx(p["gold_dark"])}},
        "title": {"font": {**title_font, "size": "40"}, "colours": {"normal_text": hx(p["gold_light"])}},
        "check_box": {"colours": {"normal_bg": hx((250, 240, 214)), "normal_text": hx(p["text_light"])}},
    }
    choice = kind((250, 244, 228), p["gold_dark"], p["ink"], 0.92)
    choice["colours"]["hovered_text"] = hx(p["crimson"])
    blocks["@choice.button"] = choice
    blocks["@choice.#expand_button"] = {**kind((226, 208, 168), p["gold_dark"], p["ink"], 0.9), "font": bold_font}
    blocks["@choice.#drop_down_options_list"] = {
        "colours": {"dark_bg": hx((250, 244, 228)), "normal_border": hx(p["gold_dark"])},
        "misc": {"border_width": "2", "shape": "rectangle", "list_item_height": "38"},
    }
    item = kind((250, 244, 228), (250, 244, 228), p["ink"], 0.95)
    item["colours"]["hovered_text"] = hx(p["crimson"])
    item["colours"]["selected_bg"] = grad(p["gold_light"], p["gold"])
    item["misc"] = {"border_width": "0", "shadow_width": "0", "shape": "rectangle"}
    blocks["@choice.#drop_down_options_list.@selection_list_item"] = item
    for size in CHOICE_SIZES:
        blocks[f"#choice_{size}"] = {"font": {**bold_font, "size": str(size)}}
        blocks[f"#choice_{size}.button"] = {"font": {**bold_font, "size": str(size)}}
        blocks[f"#choice_{size}.#drop_down_options_list.@selection_list_item"] = {
            "font": {**bold_font, "size": str(size)}
        }
    return blocks


def write_theme_json() -> Path:
    path = theme_path()
    path.write_text(json.dumps(build_theme_json(), indent=2) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write_theme_json())
