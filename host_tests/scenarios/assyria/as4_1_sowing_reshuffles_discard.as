# AS-4.1 AS-4.5 (decided): at the end of the turn the rows' cards go to the discard pile; when
# the deck runs out while sowing, the discard pile, in card order, is shuffled into a new deck
# (Fisher-Yates with the position's xorshift32 state) and drawing goes on. Each row is laid by
# number of symbols, draw order kept, wild cards last.
assyria 1
players red green
reign 1 turn 1
phase actions green offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex b1 R1
hex e6 G1
wells 8
plows 0
deck grape1 salt2
discard palm1 date1 wild
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
done
expect
exit 0
line phase harvest red
line row1 grape1 salt2 palm2
line row2 date1 salt1 wild
line deck palm1
line discard
line seed 2008045182
