# AS-5.2: equal influence and equal huts: the highest placed hut wins. Red and Green both have
# one middle hut (2); Green's is on the higher space, so Green scores 3 4 3 = 10 and Red 6
# (a 4 dropped). Offerings: Red's marker is on space 1 with one ziggurat, 1 VP, then 0.
assyria 1
players red green blue
reign 2 turn 3
phase actions blue offered 0 bought 0
expansion 3 4 3
row1 . . . .
row2 . . . .
player red score 0 camels 0 offering 1 plow 1 huts 9 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player blue score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
hand blue
assur upper
assur middle green red
assur lower
hex b1 R1
hex e2 G1
hex g6 B1
wells 12
plows 0
deck grape1 salt2 barley1 date1 grape2 palm3 wild salt1 barley2
discard
expdeck 2 4 3 2
seed 2463534242
actions
done
expect
exit 0
line player red score 7 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player green score 10 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player blue score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
