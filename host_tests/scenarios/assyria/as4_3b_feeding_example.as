# AS-4.3a AS-4.3b AS-4.3c AS-4.3e: the rulebook's feeding example. Red places 4 huts (A c5,
# B c6, D b4, then C a4 chained from D); barley2 feeds B, the plow feeds A, grape3 feeds D;
# palm1 feeds nothing and is kept; C (salt) starves and goes back to the supply. Income:
# two huts on the lower river, 3 + 2 camels; prestige: c6 in the desert 1, the base 1.
assyria 1
players red green
reign 1 turn 1
phase expansion red huts 4
expansion 4
row1 . date1 .
row2 . palm2 .
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red barley2 grape3 palm1
hand green salt1 date2
assur upper
assur middle
assur lower
hex b5 R1
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
hut c5
hut c6
hut b4
hut a4
feed barley2 c6
feed plow c5
red: feed grape3 b4
expect
exit 0
line phase expansion green huts 4
hex a4 .
hex c5 r
hex c6 r
hex b4 r
line hand red palm1
line player red score 2 camels 5 offering 0 plow 0 huts 7 bases 3 centres 4 roofs 4
line plows 1
