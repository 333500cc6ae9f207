"""Contest of Kings's game screen in displayio: reads the flow (games/kings/flow.py), draws.

The table is three TileGrid layers of 15x9 cells over one tile sheet (tiles.py): the eight
columns of nine places at even cells, the seven gaps on the treasure row at odd cells; cards,
then leaders, then the legal targets, and a one-cell cursor. Under it a bar joins the columns of
each kingdom (CK-3.1), then two public lines: whose turn or a conflict's public totals, and each
seat's hand size, face-down victory pile (its size and the colour of its top card, the only
public part, CK-7.3) and catastrophe card. The private panel over those two lines — the hand,
a private question's answer, a refusal's words — is shown only while `flow.revealed` (REVEAL
pressed afresh by the player who decides, CK-7.3), and emptied when it hides. Same layout and
words as the MicroPython build's games/kings/view.py.
"""

import displayio
from cpconsole import ui
from cpconsole.gameview import GameView
from cpgames.kings import tiles
from games.kings import flow as M
from games.kings.flow import name
from games.kings.words import ASK_WORDS, hand_text, info_text, prompt, seats_facts

from engine_core.kings import (
    DYNASTY_INITIALS,
    GAP_SPOT,
)

TABLE_X = 10
BAR_Y = 180
INFO_Y = 184
SEATS_Y = 200
HAND_CELLS = 12


def seats_text(g):
    """Each seat's public counts in one label line (words.seats_facts), where the MicroPython
    edition draws pictures: initial, hand, pile and its last card's colour letter (t a treasure
    card), c while the catastrophe card is held."""
    return "   ".join("%s h%d p%d%s%s" % (DYNASTY_INITIALS[dynasty], hand, pile,
                                          "" if top < 0 else "rbgkt"[top], " c" if held else "")
                      for dynasty, hand, pile, top, held in seats_facts(g))


def new_sheet():
    return tiles.Sheet()


def cell_of(spot):
    """(column, row) of a spot in the table's grid: a column's place, or a gap (row 0)."""
    if spot >= GAP_SPOT:
        return 2 * (spot - GAP_SPOT) + 1, 0
    return 2 * (spot // 9), spot % 9


class View(GameView):
    """The game screen of one KingsFlow; `group` is what the display shows."""

    def __init__(self, flow, sheet):
        GameView.__init__(self, flow)
        s = sheet
        self.group.append(ui.rect(0, 0, 320, 240, ui.SCREEN_BG))
        self.cards = s.grid(15, 9, tiles.BLANK, TABLE_X)
        self.leaders = s.grid(15, 9, tiles.BLANK, TABLE_X)
        self.lit = s.grid(15, 9, tiles.BLANK, TABLE_X)
        self.cursor = s.grid(1, 1, tiles.CURSOR)
        for layer in (self.cards, self.leaders, self.lit, self.cursor):
            self.group.append(layer)
        self.shown = bytearray(b"\xff" * (3 * 79))  # each layer's tile per spot, as set
        self.bars = [ui.rect(0, BAR_Y, 20, 4, ui.OUTLINE) for _ in range(8)]
        for bar in self.bars:
            self.group.append(bar)
        self.info = ui.text(4, INFO_Y + 2, "", ui.TEXT)
        self.seats = ui.text(4, SEATS_Y + 2, "", ui.DIM)
        self.group.append(self.info)
        self.group.append(self.seats)
        self.panel = displayio.Group()
        self.panel.append(ui.rect(0, INFO_Y, 320, 36, ui.PANEL_BG))
        self.hand = s.grid(HAND_CELLS, 1, tiles.BLANK, 4, INFO_Y)
        self.panel.append(self.hand)
        self.panel.append(ui.text(260, INFO_Y + 4, "hand", ui.DIM))
        self.panel_line = ui.text(4, INFO_Y + 22, "", ui.TEXT, ui.PANEL_BG)
        self.panel.append(self.panel_line)
        self.panel.hidden = True
        self.group.append(self.panel)
        self.finish()

    def handover_words(self):
        g = self.flow.game
        ph = g.phase()
        return name(g, g.current_player()), ("your turn" if ph == 0 else
                                             "answer: " + ASK_WORDS.get(ph, "").lower())

    def draw(self):
        f = self.flow
        self.table()
        if f.revealed:
            self.show_panel()
        else:
            self.hide_private()
        f.panel_dirty = False
        ui.set_text(self.info, info_text(f.game)[:52])
        ui.set_text(self.seats, seats_text(f.game)[:52])
        self.tell(f.msg or prompt(f))

    def table(self):
        f = self.flow
        g = f.game
        hl = f.highlight
        occ = g.occ
        shown = self.shown
        for spot in range(79):
            x, y = cell_of(spot)
            code = g.gaps[spot - GAP_SPOT] if spot >= GAP_SPOT else g.cols[spot]
            t = tiles.BLANK if spot >= GAP_SPOT and not code else tiles.card_tile(code)
            who = occ[spot]
            if who:
                who -= 1  # seat * 4 + colour: the badge of the seat's dynasty
                who = tiles.LEADER0 + g.dynasties[who >> 2] * 4 + (who & 3)
            else:
                who = tiles.BLANK
            lit = tiles.LIT if hl[spot] else tiles.BLANK
            for layer, value, k in ((self.cards, t, spot), (self.leaders, who, 79 + spot),
                                    (self.lit, lit, 158 + spot)):
                if shown[k] != value:
                    shown[k] = value
                    layer[x, y] = value
        x, y = cell_of(M.spot_of(f.cx, f.cy))
        self.cursor.x = TABLE_X + 20 * x
        self.cursor.y = 20 * y
        lo = n = 0
        for c in range(8):
            if c == 7 or not g.gaps[c]:  # a kingdom ends here (CK-3.1)
                bar = self.bars[n]
                bar.x = TABLE_X + 40 * lo
                bar.width = 40 * (c - lo) + 20
                n += 1
                lo = c + 1
        for i in range(8):
            self.bars[i].y = BAR_Y if i < n else 240  # the unused ones off the screen

    def show_panel(self):
        """The private panel (CK-7.3): only called while the flow says it may show."""
        f = self.flow
        g = f.game
        hand = g.hand(g.current_player())
        i = 0
        for c in range(4):
            for _ in range(hand[c]):
                if i < HAND_CELLS:
                    self.hand[i] = tiles.CARD0 + c
                    i += 1
        for j in range(i, HAND_CELLS):
            self.hand[j] = tiles.BLANK
        if f.why:
            words = f.why
        elif f.private_ask():
            words = "< %s >  L/R, A answers" % M.answer_words(f.options[f.idx])
        else:
            words = hand_text(hand)
        ui.set_text(self.panel_line, words[:52])
        self.panel_line.color = ui.WARN if f.why else ui.TEXT
        self.panel.hidden = False

    def hide_private(self):
        self.panel.hidden = True
        for j in range(HAND_CELLS):
            self.hand[j] = tiles.BLANK
        ui.set_text(self.panel_line, "")
