"""Assyria's third screen: Assur's three dignitaries with a mark per hut, the reign, the turn and
what first place in Assur scores at the flood, and every player's tracks in turn order, all
public (AS-7).

Drawn above the map's lines (view.py). Assur's spaces fill from the top (AS-2, AS-4.4b): upper
3, middle 4, lower 6, each an outline while empty and its player's mark when taken. The tracks
are seatview.py's, a row a player beside their mark: score, camels, offering (AS-4.4c), plow
cards held (AS-4.4d), huts left in the supply (AS-1).
"""

from console import colours as C
from fonts import sans17, writer

from engine_core.assyria import DIGNITARY_NAMES
from engine_core.compat import const
from games.assyria.mapview import EMPTY, hut, number, tiles

LEVELS = (0, 3, 7, 13)  # Assur's spaces: upper 0-2, middle 3-6, lower 7-12 (AS-2)
TRACKS = "score  camels  offering  plow  huts"
_SPACE = const(14)  # a space: a 13 px box, a hut's 12 px mark in it
_LEVEL_X = const(64)
_SPACES_X = const(128)  # after "middle", the longest name
_LEVEL_DY = const(18)
_REIGN_X = const(218)  # the reign, turn and prize, right of the lower level's six spaces (x 212)
_TRACKS_X = const(24)
_TRACKS_Y = const(60)
_TRACK_Y = const(80)
_TRACK_DY = const(18)


def draw_level(fb, left, w, arg):
    game, d = arg
    # The words' glyphs right of the tile are not read (w: the tile's width).
    if d == 0:  # the screen's name, on the upper dignitary's line: one push less
        writer.draw_text(fb, sans17, "Assur", 4 - left, -2, C.TITLE_TEXT, None, w)
    writer.draw_text(fb, sans17, DIGNITARY_NAMES[d], _LEVEL_X - left, -2, C.TEXT, None, w)
    x = _SPACES_X - left
    for i in range(LEVELS[d], LEVELS[d + 1]):
        seat = game.assur[i]  # seat + 1, 0 empty
        if seat:
            hut(fb, game.colours[seat - 1], x + 1, 1)
        else:
            fb.rect(x, 0, _SPACE - 1, _SPACE - 1, EMPTY)
        x += _SPACE


def draw_track(fb, left, w, arg):
    """One column of the tracks, every player's figure in it (the marks' column for -1)."""
    game, i, centre = arg
    y = -2
    for s in game.turn_order():
        if i < 0:
            hut(fb, game.colours[s], 4 - left, y + 4)
        else:
            k = s * 9  # the seat's registers (seatview.py): 3 offering, 4 plow, 5 huts left
            v = game.score(s) if i == 0 else game.camels(s) if i == 1 else game.seat[k + i + 1]
            number(fb, v, centre - left, y, C.TEXT)
        y += _TRACK_DY


def prize(game):
    """What first place in Assur scores at this reign's flood, as the reign stands: its
    expansion cards so far, and the bonus card in reigns II and III with 4 players (AS-5.2).
    st 13 the cards laid, 14 on their values (seatview.py's "expansion")."""
    st = game.st
    n = st[13]
    bonus = game.num_players == 4 and st[2] >= 2 and st[0] != 7  # seatview.py's "bonus"
    return sum(st[14:14 + n]) + (4 if bonus else 0)


def draw(gfx, game):
    """The screen on its filled ground, from the top of the panel down to the map's lines."""
    for d in range(3):
        right = _SPACES_X + _SPACE * (LEVELS[d + 1] - LEVELS[d])
        tiles(gfx, 4 if d == 0 else _LEVEL_X, right, _LEVEL_DY * d + 2, 16, draw_level,
              (game, d))
    # Where the game stands, right of Assur's spaces: 3 reigns of 2, 3 and 3 turns (AS-4), a
    # flood scoring Assur at the end of each (AS-5). st 2 reign, 3 turn (seatview.py).
    reign = game.st[2]
    gfx.text(_REIGN_X, 2, "Reign %d of 3" % reign, C.TEXT, C.SCREEN_BG, 0, sans17)
    gfx.text(_REIGN_X, 2 + _LEVEL_DY, "Turn %d of %d" % (game.st[3], 2 if reign == 1 else 3),
             C.TEXT, C.SCREEN_BG, 0, sans17)
    gfx.text(_REIGN_X, 2 + 2 * _LEVEL_DY, "Prize %d" % prize(game), C.TEXT, C.SCREEN_BG, 0,
             sans17)
    gfx.text(_TRACKS_X, _TRACKS_Y, TRACKS, C.DIM, C.SCREEN_BG, 0, sans17)
    # A tile a column, down every player's row: each figure under the middle of its word.
    rows = _TRACK_DY * game.num_players - 2
    tiles(gfx, 0, 18, _TRACK_Y, rows, draw_track, (game, -1, 0))
    x = _TRACKS_X
    for i, word in enumerate(TRACKS.split("  ")):
        w = writer.text_width(sans17, word)
        centre = x + w // 2
        tiles(gfx, centre - 12, centre + 12, _TRACK_Y, rows, draw_track, (game, i, centre))
        x += w + 10  # two spaces
