"""Game.view(seat): the public state plus one seat's secrets (CK-7.3), loaded on first use."""


def view(g, seat):
    """Everything public plus that seat's hand; piles show only their top card's colour until
    the game ends, unless the table chose open piles (OPT_OPEN_PILES)."""
    n = g.num_players
    st = g.st
    over = g.is_over()
    open_piles = over or bool(g.options & 1)
    asking = not over and st[0] != 0
    return {
        "players": n,
        "dynasties": bytes(g.dynasties),
        "options": g.options,
        "active": g.active,
        "actions_taken": g.actions_taken,
        "phase": g.phase(),
        "current_player": g.current_player(),
        # What is being resolved and the question's colour, while a question is open.
        "doing": (st[9], st[10], st[2]) if asking else None,
        # A conflict being fought: colour, attacker, defender, the attacker's commitment (255
        # until made); public, as the cards are played face up (CK-5.1).
        "conflict": (st[11], st[12], st[13], st[14]) if st[0] == 4 else None,
        "columns": bytes(g.cols),
        "column_lengths": bytes(g.clen),
        "gaps": bytes(g.gaps),
        "leaders": bytes(g.lspot[: 4 * n]),
        "deck": g.deck_count(),
        "hand_sizes": tuple(g.hand_size(s) for s in range(n)),
        "pile_sizes": tuple(g.pile_size(s) for s in range(n)),
        "pile_tops": tuple(g.pile_top(s) for s in range(n)),
        "piles": tuple(g.pile(s) for s in range(n)) if open_piles else None,
        "catastrophes": tuple(g.holds_catastrophe(s) for s in range(n)),
        "seat": seat,
        "hand": g.hand(seat),
    }
