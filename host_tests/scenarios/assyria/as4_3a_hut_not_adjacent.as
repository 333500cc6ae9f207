# AS-4.3a: a hut goes on an empty hex next to one of the player's huts or ziggurats: d3 touches
# none of Red's pieces (b5) and is refused.
assyria 1
players red green
reign 1 turn 1
phase expansion red huts 4
expansion 4
row1 . . .
row2 . . .
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
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
hut d3
expect
exit 2
line phase expansion red huts 3
hex c5 r
hex d3 .
