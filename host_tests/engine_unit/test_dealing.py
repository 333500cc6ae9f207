"""A new game's deal (engine_core/dealing.py draw_into, used by tigris/deal.py and kings/deal.py)
makes the draws a game's journaled draw makes in play (notation.md, notation-kings.md): the same
colours into the same counts, the same RNG state after them. Setup deals without the journal
(its writes are never taken back); these must stay the same draws, or every seed's game would
change."""

from engine_core.dealing import draw_into
from engine_core.kings import Game as KingsGame
from engine_core.tigris import Game as TigrisGame
from engine_core.tigris.state import A_ST, R_RNG

KINGS_A_ST, KINGS_R_RNG = 9, 5  # engine_core/kings/game.py's registers


def test_the_deal_draws_as_tigris_draws_in_play():
    checked = 0
    for seed in range(1, 120):
        g = TigrisGame.new([0, 1, 2, 3][: 2 + seed % 3], seed % 2, 0, seed * 7919)
        for seat in range(g.num_players):
            bag, hands = bytearray(g.bag), bytearray(g.hands)
            x = draw_into(bag, g.rng_state(A_ST, R_RNG), hands, seat * 4, 1 + seed % 6)
            g._draw(seat, 1 + seed % 6)  # through the journal, as a turn's refill draws
            assert (bag, hands, x) == (g.bag, g.hands, g.rng_state(A_ST, R_RNG)), seed
            checked += 1
    assert checked > 300


def test_the_deal_draws_as_contest_of_kings_draws_in_play():
    for seed in range(1, 120):
        g = KingsGame.new([0, 1, 2, 3][: 2 + seed % 3], seed * 7919)
        for seat in range(g.num_players):
            deck, hands = bytearray(g.deck), bytearray(g.hands)
            x = draw_into(deck, g.rng_state(KINGS_A_ST, KINGS_R_RNG), hands, seat * 4, 3)
            g.draw(seat, 3)
            assert (deck, hands, x) == (g.deck, g.hands, g.rng_state(KINGS_A_ST, KINGS_R_RNG))


def test_a_new_game_holds_no_record_to_take_back_and_plays_on():
    # The deal is setup: nothing of it is in the journal, and the first action undoes to it.
    for game in (TigrisGame.new([0, 1, 2], 0, 0, 5), KingsGame.new([0, 1, 2], 5)):
        start = game.encode()
        assert not game.can_undo()
        game.apply(game.legal_actions()[0])
        game.undo()
        assert game.encode() == start
