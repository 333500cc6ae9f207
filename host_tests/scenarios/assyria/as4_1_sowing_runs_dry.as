# AS-4.1 (decided): when the deck and the discard pile are both empty, the places left in the
# rows stay empty (`.` at the right end). Any column may still be chosen at the harvest.
assyria 1
players red green
reign 1 turn 1
phase actions green offered 0 bought 0
expansion 4
row1 . . .
row2 . . .
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
deck grape3 palm1 wild salt2
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
done
harvest 3
expect
exit 0
line row1 palm1 grape3 .
line row2 salt2 . .
line phase harvest green
line harvest red 3
