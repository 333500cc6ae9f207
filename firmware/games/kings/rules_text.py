"""Contest of Kings's rules, short, as pages of lines of at most 304 px in the body face,
no rule ids on screen (CK-1 .. CK-7).

A page is one string, its lines joined by newlines: loading the module makes one object a
page, not one a line (console/textpages.py splits a page when it is shown).
"""

# The screens the viewer cuts PAGES into (console/textpages.py screens; a test checks the
# count): its keys' line names them in the first frame, with no pass to cut every page.
SCREENS = 7

PAGES = (
    "CONTEST OF KINGS (2-4 players)\n"
    "Eight columns of cards hang under\n"
    "eight treasure cards. A run of\n"
    "columns joined by uniting cards in\n"
    "the gaps is one kingdom.\n"
    "\n"
    "Your turn, two actions:\n"
    "- place or move a leader on a card\n"
    "- play a card under a column, or\n"
    "  into a gap to unite two columns\n"
    "- play your catastrophe card\n"
    "- or pass.\n"
    "\n"
    "Cards score for the leader of their\n"
    "colour in the kingdom (the king\n"
    "stands in for a missing one).",

    "CONFLICTS\n"
    "Two leaders of one colour in one\n"
    "kingdom fight. Support is the cards\n"
    "of that colour in each side's\n"
    "former kingdom; both then commit\n"
    "cards from hand, attacker first.\n"
    "Higher total wins, a tie goes to\n"
    "the defender. The winner takes the\n"
    "loser's cards of that colour.\n"
    "\n"
    "SHIPS: four cards of one\n"
    "colour at a column's foot may be\n"
    "changed for a free ship.",

    "END\n"
    "The game ends when the deck runs\n"
    "out, one treasure is left, or the\n"
    "table is full (every column and\n"
    "gap taken).\n"
    "Victory piles stay face down; only\n"
    "the colour of each pile's last card\n"
    "shows. Your weakest colour counts;\n"
    "treasure cards fill any colour.",

    "KEYS\n"
    "RED, BLUE, GREEN, BLACK: a card\n"
    "  (or, after LEADER, a leader)\n"
    "  colour; in a question, that answer.\n"
    "LEADER, CATASTROPHE: aim one;\n"
    "  A places it.\n"
    "NONE (SWAP key): answer none.\n"
    "PASS: end your turn.\n"
    "REVEAL (hold): your hand, where a\n"
    "  card may go, private answers.",
)
