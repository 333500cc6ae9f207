# AS-3: a ziggurat base goes on a free starting space of the player count: c3 is none.
assyria 1
players red green blue
reign 1 turn 1
phase setup red start
expansion 4
row1 grape1 date1 barley1 palm2
row2 date1 date1 grape2 wild
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player blue score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
hand red
hand green
hand blue
assur upper
assur middle
assur lower
wells 12
plows 0
deck salt3 barley3 salt1 grape2 salt1 barley1
discard
expdeck 2 4 3 4 3 2 3 3
seed 1029517898
actions
start b5
start b5
expect
exit 2
line phase setup green start
hex b5 R1
