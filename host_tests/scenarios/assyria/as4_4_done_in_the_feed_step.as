# AS-4.3b: `done` does not belong to the feed step (there is no `done`: feeding is compulsory).
assyria 1
players red green
reign 1 turn 1
phase expansion red feed
expansion 4
row1 . . .
row2 . . .
player red score 0 camels 0 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red barley1
hand green
assur upper
assur middle
assur lower
hex b5 R1
hex c6 r
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
done
expect
exit 2
line phase expansion red feed
