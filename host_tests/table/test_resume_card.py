"""What a saved game's first hand-over says, from the flow's card (games/tigris/card.py):
the title shows it while the game loads (console/resumepage.py), so it must be the hand-over the
resumed flow opens on, and never one for a bot's seat, whose card is the strip of its thinking
(host_tests/bots_console/test_bot_frames.py checks its pixels against the game's)."""

import flowkit
from games.tigris import card as tcard
from games.tigris import flow as tflow


def test_the_card_is_the_hand_over_the_resumed_flow_opens_on():
    game = flowkit.position("te8_war_tie_defender_wins.te")
    game.apply(game.action_from_text("tile k g5"))  # unites two kingdoms: a war in green
    card = tcard.card(flowkit.copy(game), "no-such.log")
    flow = flowkit.flow_on(game, ready=False)
    assert flow.mode == tflow.HANDOVER
    seat = game.current_player()
    # Whose turn in the flow's words, and the side of the war (TE-8) as the view tells it.
    # Last, what the card read of the log (none here: nothing told, no seat missed a line),
    # which the resumed flow takes instead of reading it again.
    assert card == [tflow.name(game, seat), "attack in the green war", game.dynasties[seat], [],
                    "glyphs.dynasty_symbol", [True, [0] * game.num_players]]


def test_no_hand_over_for_a_bot_to_move_but_the_strip_of_its_thinking():
    game = flowkit.position("te8_war_tie_defender_wins.te")
    seat = game.current_player()
    kinds = bytearray(4)
    kinds[seat] = 3  # a Hard bot: it goes on without a hand-over
    game.seating = (bytes(kinds), 7)
    line = tflow.name(game, seat) + " is thinking\u2026"  # games/tigris/botturn.py's words
    assert tcard.card(game, "no-such.log") == [220, [[24, 221, line, "WARN"]],
                                               game.dynasties[seat], 0, "STRIP_BG",
                                               "glyphs.dynasty_symbol"]
    game.seating = (bytes(4), 7)  # every seat a person: the same position has a hand-over
    assert tcard.card(game, "no-such.log")[0] == tflow.name(game, seat)
