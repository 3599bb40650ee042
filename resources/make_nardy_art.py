#!/usr/bin/env python3
"""Writes the pictures of the nardy rules pages and the two checkers into ``compendium/assets/nardy/``
(inside the package, so that a wheel ships them; see ``compendium/resources.py``). Run it from
anywhere after changing a colour, a size or an example:

    python3 resources/make_nardy_art.py

Only the standard library is used; the output is the same at every run, and a file whose content
does not change is left untouched.

The board is drawn as the program shows it (compendium/games/nardy, NARDY numbering): the points
numbered as White counts them, 1..12 along the bottom from right to left (1 at the bottom right),
13..24 along the top from left to right; the bar between points 6|7 and 18|19; the two trays on the
right (White's below, Black's above). Points alternate in two colours; a stack of more than five
checkers shows five with the number of the whole stack on the last one. The pictures carry no words
(no title; only the points' numbers and stack counts), so one picture serves the pages of both
languages, which say what each shows. A worked example adds the dice thrown (in the gap of the right
half), its moves as arrows from the checker to where it lands, and a cross on a point that is shut.

    short-start.svg      short nardy at the start: 2 on 24, 5 on 13, 3 on 8, 5 on 6 (each side, own numbers)
    short-5-3.svg        the start and a throw of 5-3 played two ways: 8/3 6/3 (red) or 24/21/16 (blue:
                         one checker, through 21, since 19 is Black's)
    short-enter.svg      a White checker on the bar and a throw of 6-4: 19 is held by Black, so it enters
                         on 21 (Black's 4-point)
    short-bear-off.svg   all White's checkers home and a throw of 6-4: 6/off and 4/off
    long-start.svg       long nardy at the start: fifteen on each head (White 24, Black White's 12)
    long-wall.svg        White's 24/19 closes six points in a row (framed), allowed because a Black
                         checker (ringed, on White's 16) is already ahead of the wall
    checker-white.svg    one White checker (100 × 100, with a title: the board view may paint it)
    checker-black.svg    one Black checker
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Iterable

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from make_art import DIE_PIPS, _n, write_changed  # noqa: E402  (the art's other script: pips, numbers, writing)

NARDY = HERE.parent / "compendium" / "assets" / "nardy"
XLINK = "http://www.w3.org/1999/xlink"

W = 32.0  # a point's width
R = 14.0  # a checker's radius (its stack step is 2 R)
BAR = 30.0  # the bar's width
FRAME = 12.0  # the board's rim
TRAY = 44.0  # the trays' width
MARGIN = 18.0  # the numbers' margin above and below the board
HALF = 150.0  # the height of one row of points
GAP = 56.0  # between the two rows (the dice lie there)
SHOWN = 5  # checkers drawn on one point at most

LEFT = FRAME  # x of point 13 / 12's outer edge
RIGHT_HALF = FRAME + 6 * W + BAR  # x where the right half begins (points 19 / 6)
BOARD_RIGHT = RIGHT_HALF + 6 * W  # x where the right half ends (points 24 / 1)
TRAY_X = BOARD_RIGHT + FRAME  # x where the trays begin
WIDTH = TRAY_X + TRAY + FRAME
TOP = MARGIN + FRAME  # y of the top row's base
BOTTOM = TOP + 2 * HALF + GAP  # y of the bottom row's base
HEIGHT = BOTTOM + FRAME + MARGIN

WOOD, WOOD_EDGE = "#7a5234", "#4a3020"  # the rim, the bar and the trays' walls
FIELD = "#efe2c4"  # the playing field
POINTS = ("#a8432f", "#3f5e73")  # the points, alternating (point 1 takes the first)
TRAY_IN = "#5e4029"
TEXT = "#333333"
MOVE = "#c8372d"  # a move's arrow
OTHER = "#2f6fc4"  # the other way to play the same throw
SHUT = "#c8372d"  # the cross on a point that is shut
ROUTE_BLACK = "#3a3a3a"  # the way Black's checkers go round
FRAME = "#1f9e3c"  # a wall of six points, and the checker that makes it allowed
CHECKERS = {  # body, rim, ring, the count's colour
    "w": ("#f7f1e1", "#5a4a36", "#c9b692", "#333333"),
    "b": ("#2d2a27", "#0b0a09", "#8f857a", "#f4efe4"),
}
SIDE_NAMES = {"w": "white", "b": "black"}
DIE_BODY, DIE_RIM, DIE_PIP = "#fbfaf5", "#3a3a3a", "#151515"
DIE = 26.0


# --- where things are --------------------------------------------------------------------------------
def point_x(p: int) -> float:
    """The x of the middle of absolute point p (1..24), as White numbers them."""
    if 1 <= p <= 6:
        return BOARD_RIGHT - (p - 0.5) * W
    if 7 <= p <= 12:
        return RIGHT_HALF - BAR - (p - 6.5) * W
    if 13 <= p <= 18:
        return LEFT + (p - 12.5) * W
    return RIGHT_HALF + (p - 18.5) * W


def slot(p: int, k: int) -> tuple[float, float]:
    """The centre of the k-th checker (0 = nearest the rim) on absolute point p."""
    k = min(k, SHOWN - 1)
    if p >= 13:
        return point_x(p), TOP + R + 2 * R * k
    return point_x(p), BOTTOM - R - 2 * R * k


def bar_slot(side: str, k: int) -> tuple[float, float]:
    """A checker on the bar: White's above the middle (it enters at the top right), Black's below."""
    mid = (TOP + BOTTOM) / 2
    x = RIGHT_HALF - BAR / 2
    return (x, mid - GAP / 2 - R - 2 * R * k) if side == "w" else (x, mid + GAP / 2 + R + 2 * R * k)


def off_y(side: str, k: int) -> float:
    """The top of the k-th borne-off checker's slice in its side's tray (White's below, Black's above)."""
    return BOTTOM - 8 - 9 * k if side == "w" else TOP + 2 + 9 * k


# --- a picture ---------------------------------------------------------------------------------------
class Picture:
    """An SVG picture of the nardy board with checkers and the marks of an example, no words."""

    def __init__(self) -> None:
        self.under: list[str] = []  # marks under the checkers
        self.checkers: list[str] = []
        self.over: list[str] = []  # arrows, crosses, dice
        self.used: set[str] = set()

    def _checker(self, side: str, x: float, y: float, count: int = 0) -> None:
        self.used.add(side)
        self.checkers.append(f'<g transform="translate({_n(x - R)} {_n(y - R)})"><use xlink:href="#{side}"/></g>')
        if count:
            colour = CHECKERS[side][3]
            self.checkers.append(f'<text x="{_n(x)}" y="{_n(y + 4.5)}" font-family="sans-serif" font-size="12" '
                                 f'font-weight="bold" fill="{colour}" text-anchor="middle">{count}</text>')

    def place(self, points: dict[int, tuple[str, int]], bar: dict[str, int] | None = None,
              off: dict[str, int] | None = None) -> "Picture":
        """``points``: absolute point -> (side "w"/"b", how many); ``bar``, ``off``: side -> how many."""
        for p in sorted(points):
            side, n = points[p]
            for k in range(min(n, SHOWN)):
                self._checker(side, *slot(p, k), count=n if n > SHOWN and k == SHOWN - 1 else 0)
        for side, n in sorted((bar or {}).items()):
            for k in range(n):
                self._checker(side, *bar_slot(side, k))
        for side, n in sorted((off or {}).items()):
            body, rim = CHECKERS[side][:2]
            for k in range(n):
                self.checkers.append(f'<rect x="{_n(TRAY_X + 5)}" y="{_n(off_y(side, k))}" width="{_n(TRAY - 10)}" '
                                     f'height="7" rx="2" fill="{body}" stroke="{rim}" stroke-width="1"/>')
        return self

    def dice(self, a: int, b: int) -> "Picture":
        """The two dice thrown, in the gap of the right half."""
        y = (TOP + BOTTOM) / 2 - DIE / 2
        mid = RIGHT_HALF + 3 * W
        for value, x in ((a, mid - DIE - 5), (b, mid + 5)):
            self.over.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(DIE)}" height="{_n(DIE)}" rx="5" '
                             f'fill="{DIE_BODY}" stroke="{DIE_RIM}" stroke-width="1.3"/>')
            for px, py in DIE_PIPS[value]:
                self.over.append(f'<circle cx="{_n(x + px * DIE / 64)}" cy="{_n(y + py * DIE / 64)}" '
                                 f'r="{_n(DIE * 0.075)}" fill="{DIE_PIP}"/>')
        return self

    def arrow(self, points: Iterable[tuple[float, float]], colour: str = MOVE) -> "Picture":
        """An arrow from the first point to the last, hopping through the others: each hop an arc
        bowed towards the middle of the board, so that it passes over the checkers in between; a
        dashed ring where the checker lands."""
        pts = list(points)
        mid = (TOP + BOTTOM) / 2
        parts = [f"M {_n(pts[0][0])} {_n(pts[0][1])}"]
        for i, ((x1, y1), (x2, y2)) in enumerate(zip(pts, pts[1:])):
            length = math.hypot(x2 - x1, y2 - y1)
            bow = min(0.7 * length, 130.0)
            cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
            cy += bow if cy < mid else -bow
            if i == len(pts) - 2:  # the last hop ends where the head begins
                ux, uy = x2 - cx, y2 - cy
                d = math.hypot(ux, uy)
                ux, uy = ux / d, uy / d
                head, half = 11.0, 6.5
                bx, by = x2 - ux * head, y2 - uy * head
                parts.append(f"Q {_n(cx)} {_n(cy)} {_n(bx)} {_n(by)}")
            else:
                parts.append(f"Q {_n(cx)} {_n(cy)} {_n(x2)} {_n(y2)}")
        self.over.append(f'<path d="{" ".join(parts)}" fill="none" stroke="{colour}" stroke-width="4.5" '
                         f'stroke-opacity="0.85" stroke-linecap="round" stroke-linejoin="round"/>')
        tip = [(x2, y2), (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half)]
        self.over.append('<path d="M ' + " L ".join(f"{_n(x)} {_n(y)}" for x, y in tip) +
                         f' Z" fill="{colour}" fill-opacity="0.9"/>')
        if x2 < BOARD_RIGHT:  # a ring where it lands on the board (not in the tray)
            self.under.append(f'<circle cx="{_n(x2)}" cy="{_n(y2)}" r="{_n(R - 1.5)}" fill="none" stroke="{colour}" '
                              f'stroke-width="2" stroke-dasharray="4 3"/>')
        return self

    def route(self, side: str, variant: str) -> "Picture":
        """A thin dashed arrow along the gap between the rows: the way a side's checkers go round,
        from its start to its home (White: along the top from 24 to 13, then along the bottom from 12
        to 1, in both games; Black: the other way round in short nardy, the same way in long)."""
        colour = MOVE if side == "w" else ROUTE_BLACK
        lane = 8.0 if side == "w" else 22.0  # White's lanes near the points, Black's nearer the middle
        top, bottom = TOP + HALF + lane, BOTTOM - HALF - lane
        if side == "w":
            ends = [(24, top), (13, top), (12, bottom), (1, bottom)]
        elif variant == "short":
            ends = [(1, bottom), (12, bottom), (13, top), (24, top)]
        else:
            ends = [(12, bottom), (1, bottom), (24, top), (13, top)]
        (p1, y1), (p2, y2), (p3, y3), (p4, y4) = ends
        x1, x2, x3, x4 = (point_x(p) for p in (p1, p2, p3, p4))
        turn = -18.0 if x2 < WIDTH / 2 else 18.0  # the turn round the board's end
        head = 9.0
        sign = 1 if x4 > x3 else -1
        tip = x4 + sign * head * 0.2
        shaft_end = tip - sign * head
        self.under.append(f'<path d="M {_n(x1)} {_n(y1)} L {_n(x2)} {_n(y2)} C {_n(x2 + turn)} {_n(y2)} '
                          f'{_n(x3 + turn)} {_n(y3)} {_n(x3)} {_n(y3)} L {_n(shaft_end)} {_n(y4)}" fill="none" '
                          f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="7 4" stroke-opacity="0.9"/>')
        self.under.append(f'<path d="M {_n(tip)} {_n(y4)} L {_n(shaft_end)} {_n(y4 - 5)} L {_n(shaft_end)} '
                          f'{_n(y4 + 5)} Z" fill="{colour}"/>')
        return self

    def wall(self, low: int, high: int) -> "Picture":
        """A frame round the points low..high of one quarter (a wall of six in a row)."""
        xs = [point_x(p) for p in (low, high)]
        x0, x1 = min(xs) - W / 2 + 1, max(xs) + W / 2 - 1
        y0, y1 = (TOP + 1, TOP + HALF) if low >= 13 else (BOTTOM - HALF, BOTTOM - 1)
        self.under.append(f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(x1 - x0)}" height="{_n(y1 - y0)}" rx="4" '
                          f'fill="{FRAME}" fill-opacity="0.12" stroke="{FRAME}" stroke-width="2.5"/>')
        return self

    def ring(self, p: int, k: int = 0) -> "Picture":
        """A ring round the k-th checker of point p."""
        x, y = slot(p, k)
        self.over.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(R + 3)}" fill="none" stroke="{FRAME}" '
                         f'stroke-width="3"/>')
        return self

    def shut(self, p: int) -> "Picture":
        """A cross at the tip of a point that is shut to the mover."""
        x = point_x(p)
        y = TOP + HALF + 12 if p >= 13 else BOTTOM - HALF - 12
        d = 8.0
        self.over.append(f'<path d="M {_n(x - d)} {_n(y - d)} L {_n(x + d)} {_n(y + d)} M {_n(x + d)} {_n(y - d)} '
                         f'L {_n(x - d)} {_n(y + d)}" stroke="{SHUT}" stroke-width="3.5" stroke-linecap="round"/>')
        return self

    def _board(self) -> list[str]:
        out = [f'<rect x="0" y="{_n(MARGIN)}" width="{_n(WIDTH)}" height="{_n(HEIGHT - 2 * MARGIN)}" rx="6" '
               f'fill="{WOOD}" stroke="{WOOD_EDGE}" stroke-width="1.5"/>']
        for x0 in (LEFT, RIGHT_HALF):
            out.append(f'<rect x="{_n(x0)}" y="{_n(TOP)}" width="{_n(6 * W)}" height="{_n(BOTTOM - TOP)}" fill="{FIELD}"/>')
        for side_top in (True, False):  # the trays: Black's above, White's below
            y = TOP if side_top else (TOP + BOTTOM) / 2 + 6
            out.append(f'<rect x="{_n(TRAY_X)}" y="{_n(y)}" width="{_n(TRAY)}" height="{_n((BOTTOM - TOP) / 2 - 6)}" '
                       f'fill="{TRAY_IN}" stroke="{WOOD_EDGE}" stroke-width="1"/>')
        for p in range(1, 25):
            x = point_x(p)
            colour = POINTS[(p - 1) % 2]
            if p >= 13:
                base, tip = TOP, TOP + HALF
            else:
                base, tip = BOTTOM, BOTTOM - HALF
            out.append(f'<path d="M {_n(x - W / 2 + 1)} {_n(base)} L {_n(x + W / 2 - 1)} {_n(base)} L {_n(x)} {_n(tip)} Z" '
                       f'fill="{colour}"/>')
        out.append(f'<rect x="{_n(RIGHT_HALF - BAR)}" y="{_n(TOP)}" width="{_n(BAR)}" height="{_n(BOTTOM - TOP)}" '
                   f'fill="{WOOD}" stroke="{WOOD_EDGE}" stroke-width="1"/>')
        font = f'font-family="sans-serif" font-size="11" fill="{TEXT}" text-anchor="middle"'
        for p in range(1, 25):
            y = MARGIN - 5 if p >= 13 else HEIGHT - 5
            out.append(f'<text x="{_n(point_x(p))}" y="{_n(y)}" {font}>{p}</text>')
        return out

    def svg(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="{XLINK}" width="{_n(WIDTH)}" '
                f'height="{_n(HEIGHT)}" viewBox="0 0 {_n(WIDTH)} {_n(HEIGHT)}">')
        lines = [head]
        if self.used:
            lines += ["  <defs>"] + [f"    {_checker_shape(s)}" for s in sorted(self.used)] + ["  </defs>"]
        lines += [f"  {p}" for p in self._board() + self.under + self.checkers + self.over]
        lines.append("</svg>")
        return "\n".join(lines) + "\n"


def _checker_shape(side: str) -> str:
    body, rim, ring, _ = CHECKERS[side]
    return (f'<g id="{side}"><circle cx="{_n(R)}" cy="{_n(R)}" r="{_n(R - 0.8)}" fill="{body}" stroke="{rim}" '
            f'stroke-width="1.4"/><circle cx="{_n(R)}" cy="{_n(R)}" r="{_n(R * 0.62)}" fill="none" stroke="{ring}" '
            f'stroke-width="1.5"/></g>')


def checker_svg(side: str) -> str:
    """One checker on a 100 × 100 square, seen from above (the board view may paint it)."""
    body, rim, ring, _ = CHECKERS[side]
    return "\n".join([
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
        f"  <title>{SIDE_NAMES[side]} checker</title>",
        f'  <ellipse cx="50" cy="54" rx="45" ry="43" fill="{rim}"/>',
        f'  <circle cx="50" cy="49" r="44" fill="{body}" stroke="{rim}" stroke-width="3"/>',
        f'  <circle cx="50" cy="49" r="28" fill="none" stroke="{ring}" stroke-width="3"/>',
        f'  <circle cx="50" cy="49" r="10" fill="none" stroke="{ring}" stroke-width="2"/>',
        "</svg>",
    ]) + "\n"


# --- the positions (absolute points, White's numbers) ---------------------------------------------
def short_start() -> dict[int, tuple[str, int]]:
    """Each side: 2 on its 24, 5 on its 13, 3 on its 8, 5 on its 6; Black's own p is White's 25 - p."""
    own = {24: 2, 13: 5, 8: 3, 6: 5}
    return {**{p: ("w", n) for p, n in own.items()}, **{25 - p: ("b", n) for p, n in own.items()}}


def long_start() -> dict[int, tuple[str, int]]:
    """Fifteen on each head: White's own 24; Black's own 24, which is White's 12."""
    return {24: ("w", 15), 12: ("b", 15)}


# Each example: the position (points, bar, off), the dice, the moves: (from, to) in White's numbers,
# 25 = the bar, 0 = off; several ways (each a list of moves) are drawn in different colours.
SHORT_5_3 = (short_start(), {}, {}, (5, 3), [[(8, 3), (6, 3)], [(24, 21, 16)]])
SHORT_ENTER = ({6: ("w", 5), 8: ("w", 2), 10: ("w", 2), 13: ("w", 4), 24: ("w", 1),
                1: ("b", 2), 12: ("b", 3), 17: ("b", 3), 19: ("b", 3), 20: ("b", 2), 23: ("b", 2)},
               {"w": 1}, {}, (6, 4), [[(25, 21)]])
SHORT_BEAR_OFF = ({6: ("w", 2), 5: ("w", 2), 4: ("w", 3), 3: ("w", 2), 2: ("w", 2), 1: ("w", 1),
                   19: ("b", 3), 20: ("b", 2), 21: ("b", 3), 22: ("b", 2), 23: ("b", 2), 24: ("b", 1)},
                  {}, {"w": 3, "b": 2}, (6, 4), [[(6, 0)], [(4, 0)]])
# Long nardy: White completes a wall of six, 24 down to 19, with 24/19; allowed only because one of
# Black's checkers (on White's 16, Black's own 4) is already ahead of it.
LONG_WALL = ({24: ("w", 5), 23: ("w", 2), 22: ("w", 2), 21: ("w", 2), 20: ("w", 2), 13: ("w", 1), 8: ("w", 1),
              12: ("b", 10), 11: ("b", 2), 9: ("b", 2), 16: ("b", 1)},
             {}, {}, (5, 2), [[(24, 19)]])
LONG_WALL_AHEAD = 16  # the Black checker ahead of the wall
SHUT_POINTS = {"short-enter": (19,), "short-5-3": (19,)}


def _route(example, path: tuple[int, ...], moved: dict[int, int]) -> list[tuple[float, float]]:
    """The arrow of one checker's move along ``path`` (White's numbers; 25 the bar, 0 off): from the
    checker that leaves to the place it lands, through the points it stops on."""
    points, bar, off, _, _ = example
    out = []
    for i, p in enumerate(path):
        if p == 25:
            out.append(bar_slot("w", bar.get("w", 1) - 1))
        elif p == 0:  # onto the next slice of White's tray
            k = off.get("w", 0) + moved.get(0, 0)
            out.append((TRAY_X + TRAY / 2, off_y("w", k) + 3.5))
            moved[0] = moved.get(0, 0) + 1
        elif i == 0:
            out.append(slot(p, points[p][1] - 1 - moved.get(p, 0)))
            moved[p] = moved.get(p, 0) + 1
        else:
            here = points.get(p, ("w", 0))
            n = here[1] if here[0] == "w" else 0
            out.append(slot(p, n + moved.get(-p, 0)))
            if i == len(path) - 1:
                moved[-p] = moved.get(-p, 0) + 1
    return out


def _example(example, stem: str) -> str:
    points, bar, off, (a, b), ways = example
    pic = Picture().place(points, bar, off).dice(a, b)
    for p in SHUT_POINTS.get(stem, ()):
        pic.shut(p)
    moved: dict[int, int] = {}
    colours = (MOVE, OTHER) if stem == "short-5-3" else (MOVE, MOVE)
    for way, colour in zip(ways, colours):
        for path in way:
            pic.arrow(_route(example, path, moved), colour)
    return pic.svg()


def _long_wall() -> str:
    points, bar, off, _, ways = LONG_WALL
    pic = Picture().wall(19, 24).place(points, bar, off).ring(LONG_WALL_AHEAD)
    for path in ways[0]:
        pic.arrow(_route(LONG_WALL, path, {}))
    return pic.svg()


def all_files() -> dict[Path, str]:
    return {
        NARDY / "short-start.svg": Picture().place(short_start()).route("w", "short").route("b", "short").svg(),
        NARDY / "short-5-3.svg": _example(SHORT_5_3, "short-5-3"),
        NARDY / "short-enter.svg": _example(SHORT_ENTER, "short-enter"),
        NARDY / "short-bear-off.svg": _example(SHORT_BEAR_OFF, "short-bear-off"),
        NARDY / "long-start.svg": Picture().place(long_start()).route("w", "long").route("b", "long").svg(),
        NARDY / "long-wall.svg": _long_wall(),
        NARDY / "checker-white.svg": checker_svg("w"),
        NARDY / "checker-black.svg": checker_svg("b"),
    }


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
