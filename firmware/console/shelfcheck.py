"""What the title knows of each game's save: in progress or finished, its players, the card of
its first hand-over; loaded only while the title looks (the engine with it), never in a game.

A game's process shows the title from the hand-off its boot left (console/title.py), so none of
these names reach the interpreter a game runs in.
"""

from console import launch


def shelf(app, game_id):
    """(what the title may offer, note, card, checked): "resume" for a game in progress that
    will load, "result" for a finished one (its final scores stay readable), else None; the
    card is what a game to resume shows first (the `card(game, log path)` of the game's module
    `card`, if it has one; console/resumepage.py), else None; `checked` the CRC-32 of the
    payload decoded here with every check, which Continue need not check again (launch.best).
    The check loads the game's engine; it is dropped again, the title runs without it."""
    import gc

    from games import load, part

    from console.app import unload
    from console.savestore import crc32
    from console.screenchange import unload_prefix

    data, game, note = launch.best(app, game_id)
    if game is not None or note:
        app.engines_loaded = True  # their names stay interned: start() begins afresh
    state = card = checked = None
    if game is not None:
        state = "resume" if part(game_id, load(game_id).PAYLOAD).in_progress(data) else "result"
    if state == "resume" and not note:
        checked = crc32(data)
        try:
            cards = part(game_id, "card")
        except ImportError:
            cards = None  # a game without one: Continue loads it before its first frame
        if cards is not None:
            from console.gamelog import path_of  # the card reads the log's last lines anyway

            card = cards.card(game, path_of(app.store(game_id)))
            unload(("games.%s.card" % game_id, "console.gamelog"))
    data = game = cards = None
    unload_prefix("engine_core")
    gc.collect()
    return state, note, card, checked


def offer(app, game_id):
    """(True if the title may offer "Continue", note): a game in progress that will load."""
    state, note = shelf(app, game_id)[:2]
    return state == "resume", note


def players(app, game_id):
    """The players of the game in the slot, in a few words for the title's "Continue" row, read
    from the save's header by the game's `players(data)` (if its payload module has one); ""
    when it cannot tell. Needs no engine."""
    from games import load, part

    codec = part(game_id, load(game_id).PAYLOAD)
    words = getattr(codec, "players", None)
    data = app.store(game_id).read_current() if words is not None else None
    return words(data) if data is not None and codec.valid(data) else ""
