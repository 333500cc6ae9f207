# AS-4.4 (notation): the actions step ends by itself when no action is left: Red spends the last
# camel and Green decides; `done` ends Green's step and the turn.
assyria 1
players red green
reign 1 turn 1
phase actions red offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player red score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 2 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex b1 R1
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1 date1 grape2 palm3 wild
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
offering 1
done
expect
exit 0
line phase harvest red
line player red score 0 camels 0 offering 1 plow 1 huts 10 bases 3 centres 4 roofs 4
