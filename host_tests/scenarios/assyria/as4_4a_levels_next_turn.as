# AS-4.4a AS-4.5: the `+` mark goes when the step ends; in a later turn the roof may go on.
# Yellow raises e6, ends; Red ends; the turn ends (rows to the discard, the next expansion card,
# sowing); nothing is fed in between so the position shows Y2 without a mark.
assyria 1
players yellow red
reign 1 turn 1
phase actions yellow offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player yellow score 0 camels 10 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player red score 0 camels 1 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand yellow
hand red
assur upper
assur middle
assur lower
hex b1 R1
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1 date1 grape2 palm3 wild
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
level e6
done
red: done
expect
exit 0
hex e6 Y2
line reign 1 turn 2
line expansion 4 3
line phase harvest yellow
line row1 grape1 barley1 salt2
line row2 date1 grape2 palm3
line discard palm2 salt1
line deck wild
