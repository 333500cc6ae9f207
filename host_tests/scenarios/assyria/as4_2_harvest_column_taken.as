# AS-4.2: a column already chosen this turn cannot be chosen again.
assyria 1
players red green
reign 1 turn 1
phase harvest green
expansion 4
row1 grape1 . salt1
row2 date1 . palm2
harvest red 2
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex b1 R1
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
harvest 2
expect
exit 2
line phase harvest green
line harvest red 2
