# AS-6: after the third flood, 1 VP per ziggurat tile, per plow card and per 2 camels. Red:
# a 3-tile ziggurat, a plow, 5 camels: 50 + 3 + 1 + 2 = 56. Green: a base, no plow, 9 camels:
# 51 + 1 + 0 + 4 = 56. The tie shares the win; the winners are listed in turn order.
assyria 1
players red green
reign 3 turn 3
phase actions green offered 0 bought 0
expansion 3 2 4
row1 . . .
row2 . . .
player red score 50 camels 5 offering 0 plow 1 huts 10 bases 3 centres 3 roofs 3
player green score 51 camels 9 offering 0 plow 0 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex b1 R3
hex e6 G1
wells 8
plows 1
deck grape1 salt2 barley1 date1 grape2 palm3 wild salt1 barley2
discard
expdeck 3
seed 2463534242
actions
done
expect
exit 0
line phase over
line expansion
line row1 . . .
line player red score 56 camels 5 offering 0 plow 1 huts 10 bases 3 centres 3 roofs 3
line player green score 56 camels 9 offering 0 plow 0 huts 10 bases 3 centres 4 roofs 4
line winners red green
