# Golden playthrough of Assyria, 4 players, new_game(4, 2031); recorded by
# host_tests/assyria/record_golden.py. After each action, the CRC-32 of the position.
assyria 1
players blue yellow red green
reign 1 turn 1
phase setup blue start
expansion 4
row1 barley1 date1 palm2 palm3 wild
row2 grape1 palm1 wild wild wild
player blue score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player yellow score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
hand blue
hand yellow
hand red
hand green
assur upper
assur middle
assur lower
wells 16
plows 0
deck barley2 salt1 date3 grape2 palm1 grape3 salt1 salt2 palm2 grape1 palm3 date1 date1 barley2 salt3 date2 date2 barley3 date3 barley3 barley1 grape3 salt2 grape2 salt3 grape1 barley1 salt1 wild palm1
discard
expdeck 3 3 4 3 2 4 3 2
seed 2975396364
actions
blue: start b5  # c72784fe
yellow: start b1  # fb8aa3a4
red: start i6  # 420ca1cc
green: start i2  # 07c47f28
green: draft grape2  # a1d358ea
red: draft salt1  # 3542c220
yellow: draft barley2  # e60979fc
blue: harvest 4  # 534b49b9
yellow: harvest 1  # 7b0f9d1a
red: harvest 3  # 7ab62194
green: harvest 2  # 68898eeb
yellow: hut b2  # 5be5938a
yellow: hut c1  # ed01b681
yellow: hut c3  # 081da276
yellow: hut d3  # 6a40597e
yellow: feed plow d3  # 2026842b
yellow: feed grape1 c3  # 44b681e1
green: hut j2  # 67a4326c
green: hut i3  # 964e1ee0
green: hut h3  # af597fd9
green: hut h1  # 2d7de2e1
green: feed date1 j2  # e588563c
green: feed palm1 h3  # 8b161344
green: feed plow h1  # c887ed43
red: hut j6  # 65fa9cb0
red: hut i5  # 24112be3
red: hut h6  # 909d7bb1
red: hut j4  # 3fa0325f
red: feed plow i5  # 9223de1e
red: feed wild j4  # afe4f42b
red: feed salt1 j6  # f07901db
blue: hut a6  # fc36a80f
blue: hut c6  # 7e6494b4
blue: hut d5  # 4c6052ba
blue: hut c5  # c966e24c
blue: feed plow a6  # 8a39efa7
blue: feed date3 c5  # 4635d00b
blue: feed wild c6  # 5146767c
green: intrigue lower  # 56491eeb
green: offering 1  # c78cc1be
red: offering 2  # 9c12867b
red: offering 1  # 2e7bafd8
blue: offering 1  # a134d3f2
blue: offering 2  # 6b655991
yellow: harvest 3  # 24e37024
green: harvest 2  # 21744dce
red: harvest 4  # d3044ce3
blue: harvest 1  # e7c0ec13
blue: hut c7  # 71f7376b
blue: hut d5  # 708aa36a
blue: hut e5  # 448a9bdf
blue: feed grape1 a6  # 5d3a3bf7
green: hut i1  # 9c30c4aa
green: hut h4  # 46aca5ca
green: hut h5  # 4dfaf642
green: feed grape2 h4  # aea3d5b7
green: feed date1 j2  # f7fa46de
green: feed salt1 h5  # 8421da92
yellow: hut c1  # 3e11c67c
yellow: hut b2  # 0d319e73
yellow: hut b3  # 12fcfd5c
yellow: feed date1 d3  # 947350e7
yellow: feed salt2 b2 c1  # 4fe7e00f
red: hut i4  # 91f9dcf8
red: hut j3  # 3d4c0af2
red: hut i7  # 85a11a44
red: feed barley2 i4  # 55fa8fe2
red: feed palm2 i7  # 7ffc1982
green: offering 1  # 5b0ba31d
green: offering 1  # c8b150ed
green: offering 1  # 91566e3c
yellow: offering 1  # b0431338
yellow: buy plow  # 0496c7e6
blue: harvest 1  # 18046450
green: harvest 3  # dfebca18
yellow: harvest 2  # 8418b3cc
red: harvest 5  # 42f4238e
blue: hut b6  # bc2e0b55
blue: hut c7  # 01a5473d
blue: hut c6  # 7e5b0632
blue: feed palm3 b6  # 20f4571a
blue: feed barley1 c6  # 863ac949
blue: feed date2 c7  # 2cd6e792
blue: well b6 c6 c7  # d3b1fa78
yellow: hut d1  # 5ebde532
yellow: hut c4  # b1c58f29
yellow: hut c2  # 7d1cdddc
yellow: feed salt2 c1  # 4c787b47
yellow: feed barley2 d1  # 5d3caa3d
yellow: feed date2 d3  # b76310e8
yellow: feed plow c2  # 3f8cdb4a
yellow: feed barley1 c4  # c48a1247
yellow: well c1 c2 d1  # 9f143d12
green: hut j1  # 14a984f1
green: hut h2  # bed5ad58
green: hut g3  # 2a132db0
green: feed grape2 h2 h4  # 3a3bbc2a
red: hut h3  # 632457ed
red: hut j6  # 9bfdef4b
red: hut j4  # e8f94162
red: feed palm2 h3 i7  # 91408d77
yellow: intrigue middle  # 5b7f679a
green: done  # 42ef9783
red: offering 1  # 1fd055c6
red: offering 1  # f8901309
red: done  # 308b7092
blue: harvest 1  # cf8c149b
yellow: harvest 4  # 1562438f
green: harvest 5  # dfcc2d66
red: harvest 3  # 0ab8c571
blue: hut c5  # 74766984
blue: hut d6  # 98a17667
blue: hut e7  # 93e4dcad
blue: hut a6  # c29637f9
blue: feed grape1 a6  # 57689db3
blue: feed palm1 d6  # 67f351b3
blue: feed palm1 b6  # 4b8d0f12
red: hut i4  # 3d121773
red: hut j5  # f8bf44b3
red: hut j4  # d3c1fbf5
red: hut i3  # 165e2ad6
red: feed barley1 j5  # b6b38b41
red: feed salt1 j4  # 2abf06ad
yellow: hut b3  # c2d50455
yellow: hut e4  # b69cec8b
yellow: hut a3  # ee9c60ff
yellow: hut f4  # 628ab3f9
yellow: feed salt3 c1  # 34aa07d2
green: hut i5  # 992bb666
green: hut h3  # 9dc1119c
green: hut g2  # f65bf38b
green: hut i1  # 10bdd4d7
green: feed wild h4  # f8480432
green: feed barley3 g2  # 23080ba4
red: buy barley1  # 416c905c
red: level i6  # d108b459
green: done  # e838a123
blue: harvest 1  # c24d4bf6
red: harvest 4  # d6237cf5
yellow: harvest 5  # a5f7d899
green: harvest 3  # 69984032
blue: hut a5  # 1f8ff8c8
blue: hut c5  # c0efc1f7
blue: hut d4  # 48f93811
blue: feed date1 c5  # 5063ab8d
green: hut g3  # dc3a4a0e
green: hut i3  # 827dba51
green: hut j1  # 532f2b8c
green: feed salt3 i3  # 4df280d4
green: feed barley2 g2 j1  # ba55d9ad
green: feed grape2 h4  # aa1b9fda
red: hut j6  # d1793547
red: hut h6  # 253e0b7b
red: hut i4  # aee33f2e
red: feed barley1 j5  # 001975a6
red: feed date3 h6  # 0195567e
yellow: hut a2  # 138cadd4
yellow: hut c2  # 5ec93011
yellow: hut d2  # 05e58bba
yellow: feed wild c2  # 770af3f7
yellow: feed wild d2  # e065ddeb
yellow: feed salt2 c1  # 27641f49
blue: buy palm1  # 69c9ef07
blue: buy plow  # c72a1c32
green: buy palm2  # af11efbd
green: buy plow  # 1044cb3b
red: offering 2  # 7aea4999
red: offering 1  # 765dcc83
yellow: offering 1  # 0b93762a
yellow: buy plow  # 600b8b65
yellow: offering 2  # 693ff243
blue: harvest 1  # ef7c1419
green: harvest 3  # 8b08d07c
red: harvest 4  # 4043a666
yellow: harvest 5  # 5f51dfcf
blue: hut c6  # 8bc14e14
blue: hut a6  # 901e0a62
blue: feed plow c6  # cd1aa820
blue: feed grape1 a6  # a40cb6d3
green: hut h3  # 2bff283d
green: hut j2  # ee24b309
green: feed plow j2  # 651791c5
green: feed grape1 h4  # 71ab7c7e
green: feed barley2 g2 j1  # fcbf7546
green: feed palm2 h3  # 1c0d2de8
red: hut i5  # bbc777a8
red: hut i4  # e348fb8d
red: feed date3 h6 i5  # 2086bf3c
red: feed barley3 i4  # 57663965
yellow: hut c2  # 21b5fef2
yellow: hut b2  # 4aed94f7
yellow: feed plow c2  # d9e2f222
yellow: feed wild c1  # b816efcc
green: offering 3  # 9310f901
red: offering 1  # e7920bb8
red: buy date2  # d87fdb5e
yellow: level b1  # b6316b9b
blue: harvest 4  # 21945817
green: harvest 1  # f155c521
red: harvest 2  # 1cd1ddeb
yellow: harvest 5  # 97b3bc4d
green: hut i3  # b52f00c4
green: hut h2  # 43e09a41
green: hut g5  # 17ef9b9b
green: hut f5  # 92b8bbd8
green: feed palm1 h3  # ba53b9e9
green: feed salt1 i3  # 730016d0
red: hut j6  # 17c6fc2a
red: hut i7  # 010988d8
red: hut h5  # 03ff2a80
red: hut j3  # ffe7944d
red: feed date1 h6  # a41f131c
red: feed palm2 i7  # 7a6e1f89
red: feed grape2 j3  # 7f1c4bbe
red: feed date2 i5  # 4c261dab
red: feed barley1 i4  # a1584e1c
blue: hut a5  # 66fdb5a3
blue: hut a4  # d822fb47
blue: hut d5  # b7b567b7
blue: hut d4  # 003470db
blue: feed palm3 d4  # 04a9564f
blue: feed salt1 a4  # a3c9fc6f
yellow: hut c3  # 654e32c0
yellow: hut d1  # 82b731db
yellow: hut a2  # ef17fe28
yellow: hut b2  # e0f8d934
yellow: feed wild a2  # 7fd42337
yellow: feed wild c3  # 0ac7bfd2
green: intrigue middle  # e3cfdcae
green: offering 1  # 6f927341
green: offering 1  # 3ff15250
red: intrigue lower  # 62696246
red: level i6  # 435d0753
red: buy grape3  # d650244c
blue: intrigue middle  # 27595e57
green: harvest 1  # 88fa6f99
red: harvest 3  # 36065be0
blue: harvest 4  # 045f32a4
yellow: harvest 2  # d7b4a033
green: hut g4  # 75da9a80
green: hut g5  # ec792af9
green: hut h1  # ef5a0cc3
green: feed barley1 g5  # 2f408a3d
green: feed palm1 h3  # ea83bdf0
yellow: hut c1  # 1ab2befd
yellow: hut a3  # 2211fb81
yellow: hut d2  # 3175c5bb
yellow: feed palm3 d2  # 814f48e5
yellow: feed salt1 c1  # 566b0557
red: hut j6  # 47f05155
red: hut j4  # 4fd403a8
red: hut h4  # 2b1217b6
red: feed grape3 h4 j3  # c079a96c
red: feed palm2 i7  # b720c346
red: feed barley3 i4  # 8a70dc49
blue: hut a6  # f51aeea7
blue: hut a5  # 034a052a
blue: hut e4  # 8b3ee1b3
blue: feed palm1 d4  # 80f6ae08
blue: feed grape2 a6 e4  # 1e79d3d2
blue: feed salt3 a4  # 9741a63c
green: intrigue upper  # e1fb9b27
green: buy date3  # 6d0ccdf9
yellow: intrigue middle  # 2d7d3c4f
red: intrigue lower  # 9fb15d58
red: offering 1  # 7257b067
blue: intrigue middle  # 12d322ab
