"""Assyria's rules, short, as pages of lines of at most 304 px in the body face,
no rule ids on screen (AS-1 .. AS-7).

A page is one string, its lines joined by newlines: loading the module makes one object a
page, not one a line (console/textpages.py splits a page when it is shown).
"""

# The screens the viewer cuts PAGES into (console/textpages.py screens; a test checks the
# count): its keys' line names them in the first frame, with no pass to cut every page.
SCREENS = 5

PAGES = (
    "ASSYRIA (2-4 players)\n"
    "Build huts by the two rivers, feed\n"
    "them, dig wells and raise ziggurats\n"
    "for points. Everything is public:\n"
    "no REVEAL, but a hand-over panel\n"
    "still comes up whenever another\n"
    "player must decide.",

    "A TURN\n"
    "- harvest a column of food cards\n"
    "- place huts next to your own\n"
    "- feed your huts with food cards\n"
    "  (one symbol feeds one hut)\n"
    "- wells on corners of three huts\n"
    "- actions: ziggurats and levels,\n"
    "  intrigue in Assur, offerings,\n"
    "  buy cards; then done.",

    "FLOODS AND END\n"
    "The rivers flood at the end of a\n"
    "reign: huts on the river go.\n"
    "With 3 players columns 8-9 are\n"
    "out, with 2 columns 6-9.\n"
    "After the third flood, most\n"
    "points wins.",

    "ASSUR\n"
    "At each flood, first place in\n"
    "Assur scores the Prize on the\n"
    "Assur screen: the reign's expansion\n"
    "cards, one laid each turn. Then\n"
    "the highest card goes and the next\n"
    "place scores the rest, and so on.",

    "KEYS\n"
    "D-pad: cursor on the map (lit =\n"
    "  a legal target); A acts there.\n"
    "CHOOSE (RED key): choices off\n"
    "  the map.\n"
    "DONE (BLUE key): finish this step\n"
    "  (twice with choices left).\n"
    "VIEW (PASS key): the map, then\n"
    "  the food rows, Assur, tracks\n"
    "  and cards.",
)
