"""Contest of Kings's final scores on the simulator: the page stays through stray keys and
leaves only through its menu (back, the game log, rules, leave), comes back from the title's "Last
result", and every opened pile's colours sit under their headings (CK-7.2, CK-7.3)."""

import finals_sim
import games_sim
import kingsdriver

from engine_core.kings import Game


def test_final_scores_stay_until_the_table_leaves_them(tmp_path):
    # A play-test: one A on the final page went to the title and the end of the game was gone.
    # Four players, so the longest names and every row are on the page.
    game = Game.new([0, 1, 2, 3], 7)
    finals_sim.final_page_stays(
        kingsdriver, kingsdriver.KingsDriver, game, 3, str(tmp_path / "saves"),
        ("red", "blue", "green", "black", "treasures"),
        lambda g: [g.pile(seat) for seat, _, _ in g.ranking()], 40, games_sim.HEAP,
        finals_sim.NUMBERS_DY)
