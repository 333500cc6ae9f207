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
    "the gaps is one kingdom.",

    "YOUR TURN\n"
    "Two actions, each one of these:\n"
    "- place or move a leader on a card\n"
    "- play a card under a column, or\n"
    "  into a gap to unite two columns\n"
    "- play your catastrophe card\n"
    "  (once a game)\n"
    "- or pass.",

    "SCORING\n"
    "A card played under a column\n"
    "scores for the leader of its\n"
    "colour in that kingdom (the king\n"
    "stands in for a missing one): the\n"
    "leader's owner may put a card of\n"
    "that colour from hand on their\n"
    "face-down victory pile (NONE: no).\n"
    "A uniting card scores nothing.",

    "CONFLICTS\n"
    "Two leaders of one colour in one\n"
    "kingdom fight. Support is the cards\n"
    "of that colour in each side's\n"
    "former kingdom; both then commit\n"
    "cards from hand, attacker first.\n"
    "Higher total wins, a tie goes to\n"
    "the defender. The winner takes the\n"
    "loser's cards of that colour.",

    "SHIPS\n"
    "Four cards of one colour at a\n"
    "column's foot may be changed for\n"
    "a free ship.",

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
