"""Layout of the Assyria game state: array ids for the undo journal, registers, refusal codes."""


# Every mutable byte of a game lives in one of these arrays, written through the journal.
A_BOARD = const(0)  # per hex: 0, a hut 1 + colour, a ziggurat 16 + colour * 4 + height
A_MARK = const(1)  # per hex: MARK_FED, MARK_RAISED
A_WELL = const(2)  # per legal corner (board.CORNERS): 1 if a well stands there
A_SEAT = const(3)  # seat * SEAT_SIZE + F_*
A_HAND = const(4)  # seat * 16 + card kind: cards held
A_DECK = const(5)  # food deck as a stack: the top card is deck[R_DECK - 1]
A_DISC = const(6)  # food discard pile: count per card kind (it is only ever used in card order)
A_ROWS = const(7)  # row1 places 0..4, row2 places 5..9; 255 = empty place
A_ASSUR = const(8)  # 13 dignitary spaces (upper 0-2, middle 3-6, lower 7-12): seat + 1 or 0
A_EXPD = const(9)  # expansion deck as a stack (top = expd[R_EXPD - 1])
A_ST = const(10)  # registers below

F_SCORE = const(0)  # 16 bits: low byte, then high byte
F_CAMELS = const(2)
F_OFFER = const(3)
F_PLOW = const(4)
F_HUTS = const(5)
F_BASES = const(6)
F_CENTRES = const(7)
F_ROOFS = const(8)
SEAT_SIZE = const(9)

R_PHASE = const(0)
R_POS = const(1)  # place in the turn order of the player who decides now
R_REIGN = const(2)
R_TURN = const(3)
R_HUTS = const(4)  # huts still to place in the huts step
R_OFFERED = const(5)  # camels offered in this actions step
R_BOUGHT = const(6)  # food cards bought in this actions step
R_RNG = const(7)  # 4 bytes, little-endian
R_DECK = const(11)  # cards in the food deck
R_EXPD = const(12)  # cards in the expansion deck
R_LAID = const(13)  # expansion cards laid this reign, then their values at R_LAID + 1 ..
R_DRAFT = const(17)  # cards of the opening draft still to pick from, then their kinds
R_WELLS = const(22)  # wells in the common supply
R_PLOWS = const(23)  # plow cards on the plow space
R_ORDER = const(24)  # 4 bytes: seats in turn order
R_HARV = const(28)  # 4 bytes: column each seat chose this harvest, 255 = none yet
ST_SIZE = const(32)

# Refusal codes (`id | arg << 8`); reasons.py puts them into words in this order.
N_OVER = const(1)
N_STEP = const(2)
N_NOT_START = const(3)
N_NO_DRAFT = const(4)
N_COLUMN = const(5)
N_HUT_HEX = const(6)
N_NO_CARD = const(7)
N_FEED_HEX = const(8)
N_FEED_MANY = const(9)
N_FEED_SHORT = const(10)
N_WELL_CORNER = const(11)
N_WELL_TAKEN = const(12)
N_NO_WELLS = const(13)
N_CAMELS = const(14)
N_ZIG_HEX = const(15)
N_ZIG_RIVER = const(16)
N_ZIG_WELL = const(17)
N_NO_PIECE = const(18)
N_LEVEL_HEX = const(19)
N_LEVEL_TWICE = const(20)
N_DIGNITARY_FULL = const(21)
N_OFFER = const(22)
N_BOUGHT = const(23)
N_NOT_IN_ROW = const(24)
N_PLOW_HELD = const(25)
N_NO_PLOW = const(26)
N_NO_HUTS = const(27)
N_BAD = const(28)
N_NO_UNDO = const(29)
N_PLAYERS = const(30)
N_SEED = const(31)
N_NO_PLOW_HELD = const(32)
N_WELL_ZIGGURAT = const(33)
