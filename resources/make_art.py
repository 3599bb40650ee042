#!/usr/bin/env python3
"""Writes the SVG art that the rules pages show: dice faces in ``compendium/assets/dice/`` and
domino tiles in ``compendium/assets/domino/`` (inside the package, so that a wheel ships them; see
``compendium/resources.py``). Run it from anywhere after changing a colour or a size:

    python3 resources/make_art.py

Only the standard library is used; the files are rewritten in place, and a file whose content
does not change is left untouched.

Dice (``dice/``), 48×48 pixels, pips at the same places on every colour:

    die-N.svg        white die showing N (1..6)
    red-N.svg        red die
    green-N.svg, blue-N.svg, yellow-N.svg
                     the other colours of Golden General (red, green, blue, yellow, white)

The white and red dice keep the colours they were first drawn with; green, blue and yellow take
their body and pip colours from ``COLOURS`` in ``compendium/ui/widgets/dice.py``.

Domino tiles (``domino/``), one half-tile is a 32-pixel square; every ordered pair of values
0..6 is written in both orientations, so a page can show any tile either way round:

    A-B.svg          lying (64×32): A on the left half, B on the right   e.g. 5-3.svg, 3-5.svg
    A-B-v.svg        standing (32×64): A on the top half, B on the bottom  e.g. 5-5-v.svg
    back.svg         a tile lying face down
    back-v.svg       a tile standing face down

Doubles laid across a horizontal line are the standing ``A-A-v.svg``. The tiles copy the way
``paint_tile`` in ``compendium/ui/widgets/domino.py`` paints them on the table: ivory body with
a darker rim and a soft shadow, black pips (a lying tile turns its pip pattern a quarter turn,
so its six shows as two rows of three), a dividing line with a brass pin, and a dark blue back
with a lighter inner frame. Every image has a 2-pixel margin (4 on the shadow's sides): a lying
tile's image is 70×38 pixels, a standing tile's 38×70.

On a rules page (Markdown shown by QTextBrowser) a line of play is a row of inline
``<img src="domino/5-0.svg" alt="5:0" align="middle"/>`` tags, ``align="middle"`` centring the
lying tiles on the standing doubles; a cross is a small HTML table without spacing or padding,
the arms in the double's column. Close every ``<img .../>`` tag: an unclosed one makes the page
lose everything after it.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
# The art is shipped inside the package; this script (its source) stays outside it.
ASSETS = HERE.parent / "compendium" / "assets"

# --- dice ---------------------------------------------------------------------------------------
# The pip centres of a die, on its 64-unit drawing (the same on every colour).
DIE_PIPS = {
    1: [(32, 32)],
    2: [(46, 18), (18, 46)],
    3: [(46, 18), (32, 32), (18, 46)],
    4: [(18, 18), (46, 18), (18, 46), (46, 46)],
    5: [(18, 18), (46, 18), (32, 32), (18, 46), (46, 46)],
    6: [(18, 18), (46, 18), (18, 32), (46, 32), (18, 46), (46, 46)],
}

# file prefix: (name in the title, body, rim, shine along the lower edge, pips)
DICE = {
    "die": ("white", "#fbfaf5", "#3a3a3a", "#e3e1d8", "#151515"),
    "red": ("red", "#d2232a", "#7d1016", "#b01b21", "#ffffff"),
    # bodies and pips from COLOURS in compendium/ui/widgets/dice.py; rim and shine darker
    "green": ("green", "#2f9a4f", "#1c5c2f", "#278142", "#ffffff"),
    "blue": ("blue", "#2f64c0", "#1c3c73", "#2754a1", "#ffffff"),
    "yellow": ("yellow", "#f2c230", "#91741d", "#cba328", "#151515"),
}


def die_svg(prefix: str, value: int) -> str:
    name, body, rim, shine, pip = DICE[prefix]
    lines = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 64 64">',
        f"  <title>{name} die: {value}</title>",
        f'  <rect x="3" y="3" width="58" height="58" rx="11" ry="11" fill="{body}" stroke="{rim}" stroke-width="2.5"/>',
        f'  <path d="M 8 52 Q 10 58 16 58 L 48 58 Q 54 58 56 52" fill="none" stroke="{shine}" '
        'stroke-width="2" stroke-linecap="round"/>',
    ]
    lines += [f'  <circle cx="{x}" cy="{y}" r="5.6" fill="{pip}"/>' for x, y in DIE_PIPS[value]]
    return "\n".join(lines) + "\n</svg>\n"


# --- domino tiles -------------------------------------------------------------------------------
U = 32.0  # one half of a tile, in pixels
M = 2.0  # the margin on the top and left (the shadow's sides get M + 2)
IVORY, RIM, PIP, PIN = "#fbfaf3", "#9d9c98", "#1d1d1d", "#b8913a"  # IVORY.darker(160) is the rim
BACK, BACK_RIM, BACK_FRAME = "#2f4f6f", "#1d3145", "#4676a6"  # BACK.darker(160), BACK.lighter(150)

# PIPS in compendium/ui/widgets/dice.py: where the pips of a standing half lie (fractions)
TILE_PIPS = {
    0: [],
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def _n(x: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def _frame(w: float, h: float, title: str, body: str, rim: str) -> list[str]:
    """The opening of a tile's SVG: the image, its title, the shadow and the body."""
    radius = U * 0.14
    rect = f'x="{_n(M)}" y="{_n(M)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(radius)}"'
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w + 2 * M + 2)}" height="{_n(h + 2 * M + 2)}" '
        f'viewBox="0 0 {_n(w + 2 * M + 2)} {_n(h + 2 * M + 2)}">',
        f"  <title>{title}</title>",
        f'  <rect {rect} fill="#000" fill-opacity="0.27" transform="translate({_n(U * 0.04)} {_n(U * 0.06)})"/>',
        f'  <rect {rect} fill="{body}" stroke="{rim}" stroke-width="{_n(U * 0.03)}"/>',
    ]


def tile_svg(a: int, b: int, standing: bool) -> str:
    w, h = (U, 2 * U) if standing else (2 * U, U)
    lines = _frame(w, h, f"domino {a}:{b}", IVORY, RIM)
    cx, cy = M + w / 2, M + h / 2
    inset = U * 0.14
    if standing:
        line = (M + inset, cy, M + w - inset, cy)
        halves = ((M, M), (M, cy))
    else:
        line = (cx, M + inset, cx, M + h - inset)
        halves = ((M, M), (cx, M))
    lines.append(f'  <path d="M {_n(line[0])} {_n(line[1])} L {_n(line[2])} {_n(line[3])}" '
                 f'stroke="{PIP}" stroke-width="{_n(U * 0.035)}" stroke-linecap="square"/>')
    lines.append(f'  <circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(U * 0.05)}" fill="{PIN}"/>')
    pips = []
    for (x0, y0), value in zip(halves, (a, b)):
        for fx, fy in TILE_PIPS[value]:
            if not standing:  # a lying tile turns its halves: the six shows as two rows of three
                fx, fy = fy, fx
            fx = 0.5 + (fx - 0.5) * 1.08
            fy = 0.5 + (fy - 0.5) * 1.08
            pips.append(f'<circle cx="{_n(x0 + fx * U)}" cy="{_n(y0 + fy * U)}" r="{_n(U * 0.075)}"/>')
    if pips:
        lines.append(f'  <g fill="{PIP}">' + "".join(pips) + "</g>")
    return "\n".join(lines) + "\n</svg>\n"


def back_svg(standing: bool) -> str:
    w, h = (U, 2 * U) if standing else (2 * U, U)
    lines = _frame(w, h, "domino face down", BACK, BACK_RIM)
    inset = U * 0.16
    lines.append(f'  <rect x="{_n(M + inset)}" y="{_n(M + inset)}" width="{_n(w - 2 * inset)}" '
                 f'height="{_n(h - 2 * inset)}" rx="{_n(U * 0.14 * 0.6)}" fill="none" stroke="{BACK_FRAME}" '
                 f'stroke-width="{_n(U * 0.04)}"/>')
    return "\n".join(lines) + "\n</svg>\n"


# --- writing ------------------------------------------------------------------------------------
def all_files() -> dict[Path, str]:
    files: dict[Path, str] = {}
    for prefix in DICE:
        for value in range(1, 7):
            files[ASSETS / "dice" / f"{prefix}-{value}.svg"] = die_svg(prefix, value)
    for a in range(7):
        for b in range(7):
            files[ASSETS / "domino" / f"{a}-{b}.svg"] = tile_svg(a, b, standing=False)
            files[ASSETS / "domino" / f"{a}-{b}-v.svg"] = tile_svg(a, b, standing=True)
    files[ASSETS / "domino" / "back.svg"] = back_svg(standing=False)
    files[ASSETS / "domino" / "back-v.svg"] = back_svg(standing=True)
    return files


def write_changed(files: dict) -> None:
    """Writes each file whose text differs from what is on disk (the art's scripts share this)."""
    written = 0
    for path, text in files.items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written += 1
    print(f"{written} of {len(files)} files written")


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
