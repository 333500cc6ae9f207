"""The short rules reference shown from the title and the in-game menu: lines of at most 304 px
in the body face (console/textpages.py TextPages shows ten a page).

Plain words only: no rule numbers or abbreviations on screen (the spec's ids are in the code).

A page is one string, its lines joined by newlines: loading the module makes one object a
page, not one a line (console/textpages.py splits a page when it is shown).
"""

# The screens the viewer cuts PAGES into (console/textpages.py screens; a test checks the
# count): its keys' line names them in the first frame, with no pass to cut every page.
SCREENS = 15

PAGES = (
    "Tigris & Euphrates, 2-4 players\n"
    "\n"
    "Build kingdoms of tiles and leaders.\n"
    "Score points in 4 colours: red,\n"
    "blue, green, black. At the end only\n"
    "your WEAKEST colour counts.\n"
    "\n"
    "Tiles: red temple (steps), blue\n"
    "farm (waves, river only), green\n"
    "market (coin), black settlement\n"
    "(house).\n"
    "Leaders: your dynasty symbol on a\n"
    "disc with their colour's glyph.\n"
    "Keep your tiles secret: they show\n"
    "only while you hold REVEAL.",

    "The keys\n"
    "\n"
    "Arrows: move the cursor. A: yes /\n"
    "place here. B: back; when nothing is\n"
    "chosen, B shows the public table\n"
    "(leaders in supply, catastrophes\n"
    "left, treasures, tiles in hand).\n"
    "RED, BLUE, GREEN, BLACK: place a\n"
    "tile of that colour on a marked cell.\n"
    "LEADER, then a colour: place or\n"
    "move that leader; LEADER again\n"
    "takes it back. CATASTROPHE:\n"
    "place one. SWAP: swap tiles. PASS:\n"
    "end your turn. REVEAL (hold): your\n"
    "hand, points and treasures.",

    "MENU and your turn\n"
    "\n"
    "MENU: undo your last action, the\n"
    "rules, the events so far, and save\n"
    "and quit.\n"
    "\n"
    "Your turn: 2 actions. A leader goes\n"
    "on land next to a red temple. A tile\n"
    "scores 1 point for the leader of its\n"
    "colour in that kingdom; if there is\n"
    "none, for the king (black leader).\n"
    "A catastrophe destroys a tile (not\n"
    "a leader, treasure or monument). A\n"
    "leader with no temple beside it\n"
    "goes home. At the end of your turn\n"
    "you draw back up to 6 tiles.",

    "Conflicts\n"
    "\n"
    "Revolt: a second leader of a colour\n"
    "joins a kingdom. Strength = red\n"
    "temples next to the leader + red\n"
    "tiles committed from hand.\n"
    "War: a tile joins two kingdoms with\n"
    "same-colour leaders. Strength =\n"
    "own side's tiles of that colour +\n"
    "tiles of that colour committed.\n"
    "The attacker commits first, then\n"
    "the defender; a tie goes to the\n"
    "defender. Hold REVEAL, UP/DOWN\n"
    "for how many, A to commit. The\n"
    "board marks each side's tiles.\n"
    "\n"
    "The loser's leader goes home. A\n"
    "revolt's winner scores 1 red. A\n"
    "war's loser loses its tiles of that\n"
    "colour; the winner scores 1 for the\n"
    "leader and 1 for each tile removed.",

    "Monuments and treasures\n"
    "\n"
    "4 same-colour tiles in a square: you\n"
    "may turn them into a monument\n"
    "with that colour (each has two; the\n"
    "picker draws them). At the end of\n"
    "your turn your leaders of its two\n"
    "colours in its kingdom score 1 each\n"
    "(the king only for a black part).\n"
    "Treasures: a green leader takes all\n"
    "but one in its kingdom, corner ones\n"
    "first (classic board; outside the\n"
    "rivers on the other). Each counts\n"
    "as a point of any colour at the end.\n"
    "The game ends when 2 treasures or\n"
    "fewer are left, or the bag runs\n"
    "out. Highest weakest colour wins;\n"
    "ties go to the next weakest.",

    "Variants (chosen at New game)\n"
    "\n"
    "English rule: the attacker may\n"
    "commit only to get ahead; the\n"
    "defender only exactly enough to\n"
    "tie, or none.\n"
    "Buildings: a line of 3+ tiles of a\n"
    "colour may get that colour's\n"
    "building; a tile placed in a\n"
    "kingdom with its colour's building\n"
    "scores 2.\n"
    "Ziggurat: a plus of 5 same-colour\n"
    "tiles may become the ziggurat. At\n"
    "the end of your turn, if your king\n"
    "is in a kingdom touching it, you\n"
    "score 1 of a colour you pick.\n"
    "Board: classic or alternative side.",
)
