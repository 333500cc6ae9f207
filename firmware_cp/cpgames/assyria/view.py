"""Assyria's game screen in displayio: reads the flow (games/assyria/flow.py), draws.

Three screens, switched with VIEW as the flow says (`flow.screen`): the map — one TileGrid per
column of hexes and layer (ground and food, pieces, legal targets) over the tile sheet
(tiles.py), the wells as notches, the cursor — with three lines under it (whose turn and phase,
the open list's choice, each player's points and camels); the food rows and tracks; Assur and
the players' cards (their lines are the MicroPython build's, games/assyria/boards.py). The strip
is under all three, the hand-over page between two deciders. Everything is public (AS-7).
"""

import displayio
from cpconsole import ui
from cpconsole.gameview import GameView
from cpgames.assyria import tiles
from games.assyria import flow as M
from games.assyria.flow import action_words, name
from games.assyria.wells import notch

from engine_core.assyria.board import COL, COLUMN_START, FOOD, HEX_CORNERS, REGION, ROW

INFO_Y = 158
LIST_Y = 176
SCORES_Y = 194
TEXT_ROWS = 12
PHASE_WORDS = ("choose a start", "draft", "harvest", "place huts", "feed", "wells",
               "actions", "over")
PER_HEX = len(HEX_CORNERS) // 64


def new_sheet():
    return tiles.Sheet()


def cell_xy(h):
    """The top-left of hex h's cell: columns of six hexes sit 11 px lower, as on the board."""
    c = COL[h]
    return 2 + 32 * c, 22 * ROW[h] + (0 if COLUMN_START[c + 1] - COLUMN_START[c] == 7 else 11)


def well_notches(h, wells):
    """(x, y) of each well notch on hex h's cell (games/assyria/wells.py)."""
    x0, y0 = cell_xy(h)
    out = []
    for i in range(PER_HEX):
        c = HEX_CORNERS[h * PER_HEX + i]
        if c != 255 and wells[c]:
            mx, my = notch(h, c, cell_xy, tiles.W, tiles.CELL_H)
            out.append((x0 + mx, y0 + my))
    return out


class View(GameView):
    """The game screen of one AssyriaFlow; `group` is what the display shows."""

    def __init__(self, flow, sheet):
        GameView.__init__(self, flow)
        self.group.append(ui.rect(0, 0, 320, 240, ui.SCREEN_BG))
        self.map = displayio.Group()
        self.layers = []  # per column: ground, pieces, targets
        for c in range(10):
            n = COLUMN_START[c + 1] - COLUMN_START[c]
            x, y = cell_xy(COLUMN_START[c])
            col = [sheet.grid(1, n, tiles.BLANK, x, y) for _ in range(3)]
            for grid in col:
                self.map.append(grid)
            self.layers.append(col)
        self.shown = bytearray(b"\xff" * (3 * 64))
        self.wells = displayio.Group()  # the notches, made as wells appear
        self.map.append(self.wells)
        self.well_key = None
        self.notch = displayio.Bitmap(6, 6, 2)
        for i in range(36):
            self.notch[i % 6, i // 6] = 1 if i % 6 in (0, 5) or i // 6 in (0, 5) else 0
        self.notch_pal = displayio.Palette(2)
        self.notch_pal[0] = tiles.COLOURS[tiles.WELL]
        self.notch_pal[1] = 0xFFFFFF
        self.cursor = sheet.grid(1, 1, tiles.CURSOR)
        self.map.append(self.cursor)
        self.lines = [ui.text(4, y, "", colour) for y, colour in (
            (INFO_Y, ui.TEXT), (LIST_Y, ui.WARN), (SCORES_Y, ui.DIM))]
        for lab in self.lines:
            self.map.append(lab)
        self.group.append(self.map)
        self.boards = displayio.Group()
        self.board_lines = ui.lines(self.boards, 4, 2, TEXT_ROWS, 18)
        self.board_lines[0].color = ui.TITLE_TEXT
        self.group.append(self.boards)
        self.finish()

    def handover_words(self):
        g = self.flow.game
        return name(g, g.current_player()), PHASE_WORDS[g.phase()]

    def draw(self):
        f = self.flow
        g = f.game
        self.map.hidden = f.screen != 0
        self.boards.hidden = f.screen == 0
        if f.screen == 0:
            self.draw_map()
            info, choice, scores = self.lines
            ui.set_text(info, "%s: %s" % (name(g, g.current_player()), PHASE_WORDS[g.phase()]))
            ui.set_text(choice, "" if f.mode != M.LIST else "< %s >  %d/%d" % (
                action_words(f.options[f.idx]), f.idx + 1, len(f.options)))
            ui.set_text(scores, M.scores_words(g))
        else:
            from games.assyria import boards

            rows = (boards.rows_and_tracks if f.screen == 1 else boards.assur_and_cards)(g)
            for i in range(TEXT_ROWS):
                ui.set_text(self.board_lines[i], rows[i][:53] if i < len(rows) else "")
        self.tell(f.msg or M.key_prompt(f))

    def draw_map(self):
        f = self.flow
        g = f.game
        shown = self.shown
        for h in range(64):
            c = COL[h]
            r = h - COLUMN_START[c]
            values = (tiles.ground_tile(REGION[h], FOOD[h], h < g.nhex),
                      tiles.piece_tile(g.board[h]), tiles.LIT if f.highlight[h] else tiles.BLANK)
            for k in range(3):
                if shown[k * 64 + h] != values[k]:
                    shown[k * 64 + h] = values[k]
                    self.layers[c][k][0, r] = values[k]
        self.cursor.x, self.cursor.y = cell_xy(f.cursor)
        key = bytes(g.wells)
        if key != self.well_key:
            self.well_key = key
            spots = []
            for h in range(64):
                spots += well_notches(h, g.wells)
            ws = self.wells
            while len(ws) < len(spots):
                ws.append(displayio.TileGrid(self.notch, pixel_shader=self.notch_pal))
            for i in range(len(ws)):
                ws[i].hidden = i >= len(spots)
                if i < len(spots):
                    ws[i].x, ws[i].y = spots[i]
