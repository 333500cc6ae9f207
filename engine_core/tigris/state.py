"""Layout of the game state: array ids for the undo journal and the register offsets in `st`."""


# Every mutable byte of a game lives in one of these arrays; writes go through Game.write (the
# journal in engine_core/__init__.py) so that each action leaves a journal of (array id, index,
# old value) for an exact undo.
A_BOARD = const(0)
A_MARKS = const(1)
A_MON = const(2)
A_HANDS = const(3)  # seat*4 + colour
A_SCORES = const(4)  # seat*5 + colour (+4 = treasures): low bytes, +20: high bytes
A_LCELL = const(5)  # seat*4 + colour -> cell or 255
A_BAG = const(6)
A_CAT = const(7)  # catastrophe tiles left per seat
A_ST = const(8)  # registers below
A_OUT = const(9)  # tiles out of the game per colour

R_PHASE = const(0)
R_ACTIVE = const(1)
R_TAKEN = const(2)
R_RNG = const(3)  # 4 bytes, little-endian
R_CKIND = const(7)  # conflict: 0 none, REVOLT, WAR
R_CCOL = const(8)
R_CATT = const(9)
R_CDEF = const(10)
R_CABASE = const(11)
R_CDBASE = const(12)
R_CACOM = const(13)  # 255 = not yet decided
R_CDCOM = const(14)
R_CALEAD = const(15)  # cells of the attacker's and defender's leaders
R_CDLEAD = const(16)
R_UNIF = const(17)  # cell of the unification marker or 255
R_STEP = const(18)  # where the resolution of the current action stands (flow.py)
R_ACTKIND = const(19)  # kind of the action being resolved
R_PLACED = const(20)  # cell of the tile placed by that action
R_REFILL = const(21)  # seats (bitmask) that spent tiles in a conflict this turn (TE-4.3)
R_BAGOUT = const(22)  # the bag failed to supply a tile this turn (TE-11.1)
R_TSEAT = const(23)  # seat choosing a treasure (+ colour << 2 after a leader action)
R_ZIG = const(24)  # ziggurat centre cell or 255
R_BLD = const(25)  # 4 bytes: building cell per colour or 255
ST_SIZE = const(30)  # one byte to spare; the encoded form includes all of them

# Steps of resolving an action (R_STEP).
S_NONE = const(0)
S_WARS = const(1)
S_TREASURE = const(2)
S_MONUMENT = const(3)
S_BUILDING = const(4)
S_ZIGGURAT = const(5)
S_ACTION_END = const(6)
S_TURN_END = const(7)
S_ZIGVP = const(8)
S_REFILL = const(9)

# Refusal codes (`id | arg << 8` with the colour, phase or monument named): legality.py and
# game.py use them, reasons.py puts them into words in this order.
N_NOT_ACTION = const(1)
N_OVER = const(2)
N_PHASE = const(3)
N_NO_TILE_SPACE = const(4)
N_NO_TILE = const(5)
N_TILE_SPACE_FULL = const(6)
N_RIVER_BLUE_ONLY = const(7)
N_BLUE_RIVER_ONLY = const(8)
N_THREE_KINGDOMS = const(9)
N_NO_LEADER = const(10)
N_LEADER_OFF = const(11)
N_NO_SPACE = const(12)
N_LEADER_SPACE_FULL = const(13)
N_LEADER_RIVER = const(14)
N_NO_TEMPLE = const(15)
N_TWO_KINGDOMS = const(16)
N_NO_CATASTROPHE = const(17)
N_CAT_LEADER = const(18)
N_CAT_CAT = const(19)
N_CAT_MONUMENT = const(20)
N_CAT_TREASURE = const(21)
N_CAT_BUILDING = const(22)
N_SWAP_NONE = const(23)
N_SWAP_MANY = const(24)
N_NO_WAR = const(25)
N_COMMIT_MANY = const(26)
N_ATTACKER = const(27)
N_DEFENDER = const(28)
N_MONUMENT = const(29)
N_TREASURE = const(30)
N_BUILDING = const(31)
N_ZIGGURAT = const(32)
N_NO_UNDO = const(33)
N_PLAYERS = const(34)
N_DYNASTY_TWICE = const(35)
N_NO_BOARD = const(36)
N_ZERO_SEED = const(37)
