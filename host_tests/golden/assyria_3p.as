# Golden playthrough of Assyria, 3 players, new_game(3, 2030); recorded by
# host_tests/assyria/record_golden.py. After each action, the CRC-32 of the position.
assyria 1
players blue green red
reign 1 turn 1
phase setup blue start
expansion 4
row1 date1 palm1 barley2 palm2
row2 grape1 date3 date3 grape3
player blue score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
hand blue
hand green
hand red
assur upper
assur middle
assur lower
wells 12
plows 0
deck palm1 barley2 date2 salt1 salt1 barley3 barley3 palm3 grape1 date1 salt1 wild palm1 palm2 date2 salt2 wild salt2 grape1 salt3 salt3 grape2 wild grape2 barley1 grape3 date1 barley1 wild barley1 palm3 wild
discard
expdeck 3 3 2 4 4 3 3 2
seed 2397352188
actions
blue: start b5  # 5ae0fdb1
green: start g6  # 8d38d5f4
red: start e2  # d757d9f3
red: draft palm1  # 2a8ca02f
green: draft date2  # db5e8c5b
blue: harvest 2  # de2d5916
green: harvest 3  # c3eba487
red: harvest 4  # 047f027c
blue: hut c6  # 3f220354
blue: hut a6  # f3f151be
blue: hut c5  # 4dea476c
blue: hut b6  # 089507b0
blue: feed palm1 b6  # 47e30b70
blue: feed barley2 c6  # f91a2640
blue: feed plow a6  # 8c9b52d4
blue: feed date3 c5  # 5723aa58
green: hut f6  # 3ad89326
green: hut f5  # 32e6e6d1
green: hut e7  # fb3d7b5b
green: hut d6  # b1a0fa89
green: feed date2 f6  # 2f3787a9
green: feed plow d6  # f19f6359
red: hut f1  # efc1d628
red: hut d1  # 5be57a78
red: hut f2  # d195e1cf
red: hut c1  # d1db8ec6
red: feed plow c1  # ebbfcd30
red: feed grape3 f2  # 9d513ffe
blue: buy plow  # d3945ab7
blue: buy date1  # 0f2fce6f
red: buy plow  # 067b1dcb
red: offering 1  # 03a88867
blue: harvest 3  # a362ef48
green: harvest 4  # f8eb1019
red: harvest 2  # a3e000ce
red: hut e1  # 8219623b
red: hut g2  # 1edac685
red: hut c2  # 61ee8999
red: feed date1 c2  # bde7c863
red: feed salt1 c1  # 3834cf23
red: feed plow g2  # 8d9703df
blue: hut c7  # bc64e6d7
blue: hut a5  # 798d478c
blue: hut b4  # 15f3e9f3
blue: feed plow a6  # df7d7138
blue: feed barley3 a5 c6  # 9bfad3f5
blue: feed date1 c7  # 99d7dfa6
green: hut g7  # 4962a902
green: hut h6  # 2dacfae6
green: hut f5  # 1fe6ba99
green: feed date3 f6 h6  # 03892b53
green: feed palm3 d6 f5 g7  # 5a87bd49
red: offering 1  # 0356ebf1
red: buy plow  # e2083350
blue: offering 2  # 362ae2ff
blue: buy grape1  # 9f326e62
green: buy salt1  # 0888c07c
green: buy plow  # f54a7562
red: harvest 4  # 44f4e0ad
blue: harvest 2  # de16bd9a
green: harvest 1  # bc354169
green: hut h5  # 78b2b96a
green: hut h4  # e1fcaf04
green: hut g5  # b1f064b7
green: feed plow g7  # 9163761a
green: feed palm1 d6  # 0774a600
green: feed grape1 h4  # 20ab67de
green: feed barley3 g5  # 932360ff
green: feed salt1 h5  # 2c645986
blue: hut b4  # 8f085ab5
blue: hut a5  # 9c8e295b
blue: hut c5  # 5d608c98
blue: feed grape1 b4  # dc74b2b0
red: hut f1  # cfd7a9bd
red: hut e3  # 7745d6ff
red: hut g3  # ecceee67
red: feed wild g2  # a85fb7db
red: feed wild f1  # 4ef99986
red: feed plow c1  # 9accc16c
green: offering 3  # 7efa65c4
green: intrigue lower  # 13774000
blue: intrigue lower  # a9159ca6
blue: offering 1  # 2a4fb525
green: harvest 4  # 75457937
blue: harvest 3  # 36f353d1
red: harvest 1  # 8d37db9f
red: hut e3  # 95b90ea4
red: hut e1  # 0bf06898
red: feed barley1 e3  # ecad06cb
red: feed grape2 e1  # f28a6907
blue: hut a4  # f6f1f876
blue: hut c4  # a815ef0e
blue: feed salt2 a4  # 5b90635c
blue: feed grape2 b4  # b27f3494
green: hut f5  # 5d651d41
green: hut f6  # 83becf2b
green: feed wild f6  # 3906dd29
green: feed barley2 g5  # 47ed81ef
green: feed grape3 h4  # b236c61e
red: offering 3  # dc415299
blue: intrigue middle  # 59fc6a29
green: offering 2  # 9da6cc1f
green: done  # 3491c82e
red: harvest 1  # cef6ce9d
blue: harvest 3  # c7ff1d69
green: harvest 2  # f5b0f266
red: hut d3  # 73c98e78
red: hut c3  # 19f50484
red: hut d2  # 814ea893
red: hut f1  # 4a2ef3af
red: feed palm1 d2  # 4a8e2c76
red: feed date1 d3  # b49e278c
red: feed barley1 e3  # 2b875967
green: hut e6  # ce4b0682
green: hut d6  # 4042df35
green: hut h6  # 2ae4996a
green: hut e5  # e25a17e7
green: feed barley1 e6  # b75f261e
green: feed date1 h6  # 91135a86
blue: hut c4  # 31934049
blue: hut d4  # f29b4ca7
blue: hut e5  # f35492d6
blue: hut f5  # 682eb359
blue: feed palm3 d4  # 49455654
blue: feed salt1 e5  # 63e120bf
blue: feed grape3 b4  # 9a4a9a30
blue: feed salt3 a4  # 5abbe411
blue: feed palm2 f5  # 35546fcd
red: offering 2  # a4ccd48a
red: intrigue lower  # fac3bfc9
red: offering 1  # f920bae8
green: offering 1  # 7f7de8b1
blue: offering 2  # 8ad4a624
blue: offering 1  # c330c04b
blue: intrigue middle  # 12aafa7e
blue: intrigue middle  # ce4e6c5e
red: harvest 4  # 28d3ae76
green: harvest 2  # 370f80b2
blue: harvest 3  # 903d23a4
green: hut g5  # b187be4d
green: hut e7  # 9d524a68
green: hut h5  # aae7af7b
green: hut e5  # 7f7ecdc1
green: feed salt3 e5 e7 h5  # b7b949d2
blue: hut b4  # a6859dc3
blue: hut a3  # 32e8a0a6
blue: hut c5  # 3e08e8eb
blue: hut b2  # 98329d2a
blue: feed date2 c5  # afcaba63
blue: feed plow a3  # 413c2ed8
red: hut e4  # f19269fd
red: hut c4  # fd9396da
red: hut e3  # 554ff836
red: hut b3  # 950cce81
red: feed date2 d3  # ca54f8ac
red: feed wild e3  # 29b893da
red: feed palm2 b3  # ea89a8c5
green: offering 2  # a9ab66f4
green: intrigue upper  # 2350a2cb
blue: intrigue lower  # a2a8ea95
blue: buy palm1  # b83f338a
blue: offering 2  # e08ae43b
blue: intrigue lower  # 2b38494b
red: intrigue middle  # 0c608813
red: done  # 5bf0d857
green: harvest 3  # 3e051259
blue: harvest 1  # be99f171
red: harvest 2  # 198142d6
blue: hut a6  # 20789f3e
blue: hut d4  # 317962cf
blue: hut a4  # 447251c3
blue: feed salt1 a4  # 074b0f18
blue: feed grape1 a3  # 83680851
blue: feed date3 c5  # 18e650d1
blue: feed palm1 d4  # 1fe22fff
red: hut c3  # 0fcd0d79
red: hut f3  # 6e646b06
red: hut g4  # f1fc81f2
red: feed barley1 e3  # 4ad086b6
green: hut g7  # 0f5755b5
green: hut f4  # 050a270e
green: hut h4  # 20378905
green: feed grape3 h4  # 534157db
green: feed date3 f4  # 306cc704
blue: buy barley3  # a97fca57
blue: intrigue middle  # 4f59e52a
blue: offering 2  # 4470ed6a
blue: offering 1  # a68b5f92
red: offering 2  # 7f8ebc7a
red: buy wild  # df825038
blue: harvest 1  # d52a514d
red: harvest 3  # c8673819
green: harvest 4  # f6aeba38
blue: hut b2  # 87dc172c
blue: hut a2  # 75534add
blue: hut e5  # 894209be
blue: feed date1 c5  # ceca014c
blue: feed palm1 d4  # 874f3204
red: hut f3  # 9ceea9b6
red: hut e4  # 08e38d81
red: hut d3  # c3f364bf
red: feed palm3 f3  # 45b1041e
red: feed barley2 e3  # 0ec1ddf6
red: feed wild d3  # 6044eeef
red: feed grape2 e4  # a2e9e195
green: hut h5  # 040c4c47
green: hut g5  # 29deda6b
green: hut e5  # a850c884
green: feed grape2 h4  # 194afd74
green: feed wild g5  # d8162240
green: feed salt2 e5 h5  # d99e3ce1
blue: buy barley2  # 130cdfc2
blue: level b5  # 741bf335
red: offering 3  # f4f34473
green: offering 2  # 4bb480ce
green: intrigue upper  # cad625b4
green: done  # dbc0f531
