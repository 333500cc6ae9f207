"""Assyria's final scores on the simulator: the page stays through stray keys and leaves only
through its menu (back, the game log, rules, leave), comes back from the title's "Last result", and
each player's points and camels sit under their headings (AS-6)."""

import assyriadriver
import finals_sim
import games_sim

from engine_core.assyria import Game


def test_final_scores_stay_until_the_table_leaves_them(tmp_path):
    # A play-test: one A on the final page went to the title and the end of the game was gone.
    game = Game.new(4, 7)
    finals_sim.final_page_stays(
        assyriadriver, assyriadriver.AssyriaDriver, game, 3, str(tmp_path / "saves"),
        ("points", "camels"),
        lambda g: [(g.score(seat), g.camels(seat)) for seat, _, _ in g.ranking()], 22,
        games_sim.HEAP)
