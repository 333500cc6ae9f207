# AS-5.2 AS-5.5: with 4 players the bonus card (4) counts in reigns 2 and 3. Cards 3 2 4 and
# the bonus: Red 13, Green 9, Blue 5; Yellow has no hut in Assur and scores nothing. Upper: Red
# 1 VP; middle: Green holds a plow already and takes none; lower: Blue 1 camel.
assyria 1
players red green blue yellow
reign 2 turn 3
phase actions yellow offered 0 bought 0
expansion 3 2 4 bonus
row1 . . . . salt1
row2 . . . . palm2
player red score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player blue score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player yellow score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
hand blue
hand yellow
assur upper red
assur middle green
assur lower blue
hex b1 R1
hex e6 G1
hex i2 B1
hex i6 Y1
wells 16
plows 0
deck grape1 salt2 barley1 date1 grape2 palm3 wild salt1 barley2 date2
discard
expdeck 2 4 3 3
seed 2463534242
actions
done
expect
exit 0
line expansion 2 bonus
line player red score 14 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player green score 9 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player blue score 5 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player yellow score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
