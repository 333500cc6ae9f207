# AS-5.2: with 2 players the second in Assur scores nothing in reign 1 (the first scores all).
assyria 1
players red green
reign 1 turn 2
phase actions green offered 0 bought 0
expansion 4 3
row1 . . .
row2 . . .
player red score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player green score 0 camels 1 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle green
assur lower red
hex b1 R1
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1 date1 grape2 palm3 wild salt1 barley2
discard
expdeck 2 4 3 3 2 4 3
seed 2463534242
actions
done
expect
exit 0
line reign 2 turn 1
line player green score 7 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player red score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
