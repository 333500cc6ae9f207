# AS-5.2: with 2 players the second in Assur scores only the lowest card in reigns 2 and 3.
# Middle: Green holds no plow and takes one from the plow space (AS-5.3).
assyria 1
players red green
reign 2 turn 3
phase actions green offered 0 bought 0
expansion 3 2 4
row1 . . .
row2 . . .
player red score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player green score 0 camels 1 offering 0 plow 0 huts 9 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle green
assur lower red
hex b1 R1
hex e6 G1
wells 8
plows 1
deck grape1 salt2 barley1 date1 grape2 palm3 wild salt1 barley2
discard
expdeck 2 4 3 3
seed 2463534242
actions
done
expect
exit 0
line reign 3 turn 1
line player green score 9 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player red score 2 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line plows 0
