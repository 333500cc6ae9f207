# AS-2 AS-4.3e: income beyond 10 camels is lost: 7 camels plus 3 + 2 give 10.
assyria 1
players green red
reign 1 turn 1
phase expansion green feed
expansion 4
row1 . . .
row2 . . .
player green score 0 camels 7 offering 0 plow 1 huts 8 bases 3 centres 4 roofs 4
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand green palm1 date1
hand red
assur upper
assur middle
assur lower
hex b1 R1
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
expect
exit 0
line player green score 1 camels 10 offering 0 plow 1 huts 8 bases 3 centres 4 roofs 4
