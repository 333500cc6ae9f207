# AS-5.1 AS-5.2 AS-5.3 AS-5.4 AS-5.5: the rulebook's flood examples in one flood (reign 2 ends).
# River: Red's hut on c5 goes back. Assur: Red 3+3+1 = 7, Green 1+1 = 2, Yellow 2; Green wins
# the tie with two huts. Cards 2 4 4: Red 10, drop a 4, Green 6, drop a 4, Yellow 2.
# Dignitaries: Red 2 upper huts 4 VP and 1 lower hut 1 camel; Green 2 lower huts 2 camels;
# Yellow 1 middle hut, a plow card. Offerings: Yellow, 3 ziggurats on space 4 (x3), 9 VP.
# Reign 3 starts: the next expansion card, both rows sown, Red first to harvest.
assyria 1
players red green yellow
reign 2 turn 3
phase actions yellow offered 0 bought 0
expansion 2 4 4
row1 . salt1 . .
row2 . palm2 . .
player red score 0 camels 0 offering 0 plow 1 huts 6 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 8 bases 3 centres 4 roofs 4
player yellow score 0 camels 1 offering 4 plow 0 huts 9 bases 1 centres 3 roofs 4
hand red
hand green
hand yellow
assur upper red red
assur middle yellow
assur lower green red green
hex b1 Y1
hex b5 Y1
hex c5 r
hex d1 G1
hex e2 Y2
hex g6 R1
wells 12
plows 1
deck grape1 salt2 barley1 date1 grape2 palm3 wild salt1 barley2
discard
expdeck 3 2 3 3
seed 2463534242
actions
done
expect
exit 0
hex c5 .
line reign 3 turn 1
line expansion 3
line phase harvest red
line player red score 14 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player green score 6 camels 2 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
line player yellow score 11 camels 1 offering 0 plow 1 huts 10 bases 1 centres 3 roofs 4
line assur upper
line assur middle
line assur lower
line plows 0
line row1 grape1 barley1 date1 salt2
line row2 salt1 grape2 palm3 wild
