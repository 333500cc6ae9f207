# AS-4.3b: feeding is compulsory. With barley2, grape3 and the plow Red can feed three of
# c5 (date), c6 (barley), b4 (grape), a4 (salt); spending the plow on the barley hut would
# leave only two fed, so it is refused and nothing changes.
assyria 1
players red green
reign 1 turn 1
phase expansion red feed
expansion 4
row1 . date1 .
row2 . palm2 .
player red score 0 camels 0 offering 0 plow 1 huts 6 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red barley2 grape3 palm1
hand green salt1 date2
assur upper
assur middle
assur lower
hex a4 r
hex b4 r
hex b5 R1
hex c5 r
hex c6 r
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
feed plow c6
expect
exit 2
line phase expansion red feed
line hand red grape3 palm1 barley2
hex c6 r
