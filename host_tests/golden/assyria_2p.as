# Golden playthrough of Assyria, 2 players, new_game(2, 2029); recorded by
# host_tests/assyria/record_golden.py. After each action, the CRC-32 of the position.
assyria 1
players red green
reign 1 turn 1
phase setup red start
expansion 4
row1 barley1 grape2 date3
row2 palm1 date2 barley3
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
wells 8
plows 0
deck date3 wild palm3 barley1 salt3 palm1 grape1 grape2 barley1 date1 barley2 grape3 barley2 wild wild grape3 palm2 grape1 barley3 palm1 grape1 wild salt3 salt2 date2 salt1 palm3 salt1 date1 date1 salt2 palm2 wild salt1
discard
expdeck 3 2 4 3 2 3 4 3
seed 255915490
actions
red: start e6  # 891ff86c
green: start e2  # 4da49b22
green: draft wild  # 4641325a
red: harvest 1  # f7c1fb14
green: harvest 2  # f2e6fc72
red: hut d5  # 4a045ce6
red: hut c6  # 69bff828
red: hut c7  # 76f3041a
red: hut e7  # 66f2e60a
red: feed plow d5  # 8c3b377e
red: feed barley1 c6  # a172cc9a
red: feed date3 c7  # 4e522122
green: hut f2  # f31f8051
green: hut d1  # 20e4cfc4
green: hut e1  # 890999f5
green: hut c2  # ad9ab47d
green: feed plow e1  # ce4d4a80
green: feed wild d1  # 6c651d5f
green: feed grape2 f2  # 42c37648
green: feed date2 c2  # 3a3ff170
green: offering 3  # e11bd288
green: buy date3  # 7445e022
red: harvest 3  # 59755375
green: harvest 2  # bbc7d1fb
green: hut b1  # 90cca864
green: hut b2  # 7cedfbca
green: hut d2  # 90218d8e
green: feed date3 c2  # 223574c6
green: feed palm3 d2  # 2375ea7f
green: feed grape1 f2  # 61f03770
red: hut b5  # 5bbbcbe7
red: hut a5  # 79f9ffb5
red: hut f5  # f8007ab5
red: feed grape2 d5  # 4f04365c
red: feed salt3 b5  # 674d93ec
red: feed palm1 f5  # cb5fa7b9
green: offering 2  # f921acce
green: intrigue lower  # 76adc99d
green: offering 1  # fde93fa1
green: buy palm1  # 626fd04e
red: intrigue lower  # b55cda2b
red: buy barley1  # 59ba7de6
green: harvest 3  # e27b2936
red: harvest 1  # 4f46665f
red: hut f5  # e9680073
red: hut a5  # dc5a67e9
red: feed barley1 a5  # 7fc1370b
green: hut f2  # c85a54a6
green: hut e1  # 3a184481
green: feed wild e1  # d182605e
red: buy date1  # 9f94040b
red: offering 3  # e747c6a8
green: intrigue lower  # e381b2fd
red: harvest 1  # b66e80e8
green: harvest 3  # 3ef2c923
red: hut f5  # d5beaee2
red: hut d5  # 753bd725
red: hut c6  # 727f784e
red: hut f4  # 0c8cb254
red: feed barley2 a5 c6  # 4fc76e24
red: feed grape1 d5  # 53c28a6f
red: feed palm2 f5  # 75e69ae2
red: feed date1 f4  # ce0dd296
green: hut f1  # 097eae61
green: hut f2  # 3c8208da
green: hut e3  # 370b8d0f
green: hut d3  # 7031f285
green: feed barley3 e3  # 3f194043
green: feed wild e1  # 52e6f4cc
red: buy grape3  # 730788da
red: level e6  # fa2f0355
green: offering 3  # 3f73acc3
red: harvest 3  # 0449fa2f
green: harvest 1  # fa81440e
green: hut f1  # 056fe342
green: hut e4  # daf74dd1
green: hut d3  # a77356a2
green: feed barley2 e3  # 1febaebc
green: feed grape1 e4  # 09fd598e
green: feed salt1 f1  # 621c4e33
red: hut a6  # 7f7d8e09
red: hut b5  # a72f83b8
red: hut b4  # 93e7e3f3
red: feed wild b5  # 64e1fcdb
red: feed barley1 a5  # 702ff3e6
red: feed grape3 a6 b4 d5  # c24b6f58
red: feed date2 f4  # 8894ef30
red: well a5 a6 b5  # 382ce692
red: well a5 b4 b5  # 8d036c1b
green: offering 2  # 77fd3fbf
green: offering 1  # 13837063
red: intrigue upper  # 08e40f72
red: offering 1  # e28416be
green: harvest 1  # 5f42a54e
red: harvest 3  # 0d613f61
green: hut f2  # 5d141346
green: hut e5  # daa8af29
green: feed salt1 f1  # fcdaa1a1
red: hut e4  # 1988eb18
red: hut b4  # c9836dfe
green: buy date1  # 32db45de
green: harvest 2  # 18de6a7b
red: harvest 3  # ac239df9
green: hut e1  # a1686480
green: hut d1  # 5c402906
green: hut f2  # 04742ef8
green: feed salt3 f1  # 1ee7b279
red: hut e5  # f81c3bf7
red: hut d6  # 1230cbf0
red: hut c7  # cc3f65dd
red: feed palm3 d6  # 53189b72
red: feed wild e5  # adeb921d
red: feed wild c7  # c8630f18
red: intrigue middle  # 676d1035
green: harvest 1  # 9c512ddc
red: harvest 2  # 1aa02bd2
green: hut d1  # fbd79636
green: hut f2  # 6d13d2e1
green: hut e1  # ea9633db
green: hut e3  # c85e6542
green: feed grape1 f2  # db72a353
green: feed barley1 e3  # e859a3da
red: hut f4  # 8a895f2b
red: hut f3  # a9946da0
red: hut d4  # ecc701a5
red: hut d5  # e191e14c
red: feed palm2 d4 d6  # bc39d0a6
red: feed salt1 e5  # 15044b00
green: level e2  # 5d85e9a7
green: buy wild  # 9e735411
red: buy date2  # b6dd0946
red: level e6  # 7c6d7e2e
red: offering 1  # 276b2ad4
