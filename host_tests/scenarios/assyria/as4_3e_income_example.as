# AS-4.3e: the rulebook's income example. Green has two huts on the upper river (c2, d2) and
# one on the lower river (b4): 3 + 2 + 3 = 8 camels once they are fed. Prestige: the base 1.
assyria 1
players green red
reign 1 turn 1
phase expansion green feed
expansion 4
row1 . . .
row2 . . .
player green score 0 camels 0 offering 0 plow 1 huts 7 bases 3 centres 4 roofs 4
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand green grape1 palm1 date1
hand red
assur upper
assur middle
assur lower
hex b1 R1
hex b4 g
hex c2 g
hex d2 g
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
feed date1 c2
feed palm1 d2
feed grape1 b4
expect
exit 0
line player green score 1 camels 8 offering 0 plow 1 huts 7 bases 3 centres 4 roofs 4
line phase expansion red huts 4
