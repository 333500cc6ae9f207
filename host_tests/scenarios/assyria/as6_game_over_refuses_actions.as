# AS-6: once the game is over, every action is refused.
assyria 1
players red green
reign 3 turn 3
phase over
expansion
row1 . . .
row2 . . .
player red score 57 camels 0 offering 0 plow 1 huts 10 bases 3 centres 3 roofs 3
player green score 56 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex b1 R3
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3
seed 2463534242
winners red
actions
done
expect
exit 2
line phase over
line winners red
