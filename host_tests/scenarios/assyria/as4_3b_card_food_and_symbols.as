# AS-4.3b: a card feeds only huts on its food, at most one per symbol: grape3 cannot feed the
# barley hut c6 (refused). A 2-symbol card then feeds two barley huts at once, marked `*`
# while Red feeds.
assyria 1
players red green
reign 1 turn 1
phase expansion red feed
expansion 4
row1 . date1 .
row2 . palm2 .
player red score 0 camels 0 offering 0 plow 0 huts 6 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red barley2 grape3 palm1
hand green salt1 date2
assur upper
assur middle
assur lower
hex a5 r
hex b4 r
hex b5 R1
hex c5 r
hex c6 r
hex e6 G1
wells 8
plows 1
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
feed barley2 c6 a5
feed grape3 b4 c6
expect
exit 2
line phase expansion red feed
hex a5 r*
hex c6 r*
hex b4 r
line hand red grape3 palm1
line discard barley2
