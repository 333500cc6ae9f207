"""Game.view(seat): the public state plus one seat's secrets (TE-13), loaded on first use."""


def view(g, seat):
    """Everything public plus that seat's hand and score (TE-13)."""
    n = g.num_players
    return {
        "board": bytes(g.board),
        "marks": bytes(g.marks),
        "monuments": bytes(g.monuments),
        "players": n,
        "dynasties": bytes(g.dynasties),
        "active": g.active,
        "actions_taken": g.actions_taken,
        "phase": g.phase(),
        "current_player": g.current_player(),
        "bag": g.bag_count(),
        "catastrophes": tuple(g.cat[s] for s in range(n)),
        "treasures": tuple(g.treasures_held(s) for s in range(n)),
        "leaders": bytes(g.lcell[: 4 * n]),
        "conflict": g.conflict(),
        "pending_wars": g.pending_wars(),
        "seat": seat,
        "hand": g.hand(seat),
        "score": g.score(seat),
    }
