"""Bots decide from what their seat may see (TE-13, issue 17): two games that differ only in the
other seats' hands, their VP and the bag's draw order give the same decision, at every level."""

from bot_helpers import new_game, seat_bots, twin

from engine_core.tigris.bots import LEVELS, Bot


def positions(players, seed, every):
    """(game, seat) along a game played by Normal bots, every `every`-th decision."""
    g = new_game(players, seed)
    bots = seat_bots(["normal"] * players, seed)
    k = 0
    while not g.is_over():
        seat = g.current_player()
        a = bots[seat].choose(g)
        if k % every == 0 or g.phase() != 0:
            yield g, seat
        g.apply(a)
        k += 1


def test_decisions_ignore_other_seats_secrets():
    checked = 0
    phases = set()
    for players, seed in ((2, 4), (4, 6)):
        for g, seat in positions(players, seed, 9):
            other = twin(g, seat, checked + 1)
            assert other.encode() != g.encode()
            assert other.view(seat) == g.view(seat)
            for level in LEVELS:
                a = Bot(level, 77).choose(g)
                b = Bot(level, 77).choose(other)
                assert a == b, (level, g.action_to_text(a), other.action_to_text(b))
            phases.add(g.phase())
            checked += 1
    assert checked > 40 and len(phases) >= 2


def test_the_twin_games_really_hide_something_a_peeking_player_would_use():
    # A player that reads every hand decides differently on some twin: the pairs above do
    # differ in what a bot could exploit, so their equal decisions mean something.
    def peek(g):
        return sum(g.hand(s)[0] for s in range(g.num_players)) % len(g.legal_actions())

    differ = 0
    for g, seat in positions(3, 8, 5):
        other = twin(g, seat, 5)
        if peek(g) != peek(other):
            differ += 1
    assert differ > 3
