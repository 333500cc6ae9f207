"""The UI's palette: panel-order RGB565 values made once at import with the driver's rgb565()."""

from drivers.panel import rgb565

# Okabe-Ito based colours, told apart by people with the common colour-vision deficiencies; every
# tile colour also has its own glyph (glyphs.py), so colour is never the only cue.
TILE = (
    rgb565(213, 94, 0),  # red temple: vermillion
    rgb565(0, 114, 178),  # blue farm
    rgb565(0, 158, 115),  # green market: bluish green
    rgb565(40, 40, 40),  # black settlement
)
INK_ON_TILE = rgb565(255, 255, 255)
LAND = rgb565(222, 203, 160)
LAND_DOT = rgb565(200, 180, 135)
RIVER = rgb565(150, 200, 235)
RIVER_WAVE = rgb565(110, 165, 215)
CATA = rgb565(90, 20, 60)
CATA_X = rgb565(240, 228, 66)
TREASURE = rgb565(240, 228, 66)  # yellow gem
TREASURE_EDGE = rgb565(0, 0, 0)
MONUMENT_STONE = rgb565(120, 110, 100)  # the plinth under a monument's 2x2 square
ZIGGURAT = rgb565(160, 130, 90)
BUILDING = rgb565(255, 255, 255)
CURSOR_OUT = rgb565(255, 255, 255)
CURSOR_IN = rgb565(0, 0, 0)
OUTLINE = rgb565(204, 121, 167)  # reddish purple: the kingdom under the cursor
HIGHLIGHT = rgb565(240, 228, 66)  # legal target corners
UNIFY = rgb565(255, 0, 255)
STRIP_BG = rgb565(24, 24, 48)
STRIP_TEXT = rgb565(255, 255, 255)
STRIP_DIM = rgb565(160, 160, 190)
WARN = rgb565(240, 228, 66)
SCREEN_BG = rgb565(16, 32, 64)
TITLE_TEXT = rgb565(240, 228, 66)
TEXT = rgb565(255, 255, 255)
DIM = rgb565(140, 150, 170)
SELECT_BG = rgb565(0, 114, 178)
PANEL_BG = rgb565(48, 16, 64)  # private panel: a colour nothing public uses
HANDOVER_BG = rgb565(0, 60, 50)
FINAL_BG = rgb565(60, 40, 0)
CHARGE_BG = rgb565(90, 0, 0)
KEY_OFF = rgb565(60, 60, 80)
KEY_ON = rgb565(0, 158, 115)
BLACK = rgb565(0, 0, 0)
WHITE = rgb565(255, 255, 255)
