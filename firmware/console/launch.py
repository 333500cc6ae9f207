"""Starting a game: a new one from its setup, or the best save of its slot; loaded only then.

The best save is the current one if the game takes it, else the backup.
A save can pass its CRC and still be refused by the game (its payload does not decode): then the
backup is used and the player told, and the damaged file is kept aside as `<id>.bad` for a bug
report instead of being overwritten by the next save (console/savestore.py).
"""

DAMAGED = "The last save was damaged;\nresumed from the one before."
LOST = "The saved game was damaged\nand could not be resumed."


def best(app, game_id, checked=None):
    """(payload, game, note for the player) of the game's slot, the game decoded by the game's
    own `unpack` (None if nothing will load). `checked` is the CRC-32 of a payload the title
    decoded with every check (console/shelfcheck.py): the same bytes go through
    `unpack(data, True)`."""
    from games import load, part

    from console.savestore import crc32

    store = app.store(game_id)
    data = store.read_current()
    if data is None and not store.has_current() and store.read_backup() is None:
        # An empty slot: the game's payload module is not loaded (its names would stay in the
        # interpreter's string pool for the rest of the power cycle).
        return None, None, ""
    codec = part(game_id, load(game_id).PAYLOAD)
    if data is not None and checked is not None and crc32(data) == checked:
        game = codec.unpack(data, True)
    else:
        game = codec.unpack(data) if data is not None else None
    if game is not None:
        return data, game, ""
    data = store.read_backup()
    game = codec.unpack(data) if data is not None else None
    if game is None:
        data = None
    if store.has_current():
        store.keep_damaged()
        return data, game, DAMAGED if game is not None else LOST
    return data, game, ""


HANDOFF = "next_screen"  # in the save folder: what the console shows after a soft reset


def handoff_path(app):
    folder = app.save_dir
    return folder + ("" if folder.endswith("/") else "/") + HANDOFF


def restart_to(app, kind, text):
    """A soft reset (machine.soft_reset() on the device), as a console changes games: the title
    and every game start on a fresh heap, never on one that another game (or the title's look
    at every game's save, which loads each engine) left fragmented. What comes next goes
    across in a small file in the save folder: `kind` ("title" or "play") on its first line,
    the key edges latched and not yet taken on the second (typed ahead: none is lost), then
    `text` (the title's note; the game and its request as JSON). Returns only if the file
    cannot be written (a full flash) and the game must start without the reset."""
    take = app.board.take_key
    keys = []
    k = take()
    while k >= 0:
        keys.append(k)
        k = take()
    try:
        with open(handoff_path(app), "w") as f:
            f.write(kind + "\n" + " ".join("%d" % k for k in keys) + "\n" + text)
    except OSError:
        if kind != "title":
            from console.app import replay_keys

            replay_keys(app.board, keys)  # the keys go back to the loop, none lost
            return
        # The title is what a boot shows anyway; only its note is lost.
    app.board.soft_reset()


def restart_to_title(app, note=""):
    """Leaves a game for the title (its note, if any); the game was saved before (the menu's
    "Save and quit", the last action of a finished game)."""
    restart_to(app, "title", note)


def take_handoff(app):
    """(kind, text) left by restart_to (the file is removed as it is read), or None after a
    power-up or a watchdog reset; the key edges it carried are taken first by the loop."""
    import os

    path = handoff_path(app)
    try:
        with open(path) as f:
            kind, _, rest = f.read().partition("\n")
    except OSError:
        return None
    try:
        os.remove(path)
    except OSError:
        pass
    keys, _, text = rest.partition("\n")
    if keys:
        from console.app import replay_keys

        replay_keys(app.board, [int(k) for k in keys.split()])
    return kind, text


def play_after_reset(app, text):
    """The game screen a restart_to(app, "play", ...) asked for, started in this fresh heap;
    the title if the file does not name one."""
    import json

    try:
        game_id, request = json.loads(text)
    except (ValueError, TypeError):
        from console.title import title

        return title(app)
    app.fresh_for = game_id  # start() below: this boot is the game's own, no second reset
    return app.play(game_id, tuple(request))


def adopt_old_slot(app):
    """Firmware before the game shelf kept Tigris's save as `save.bin`: it becomes `tigris`'s."""
    from games import GAMES

    from console.savestore import SaveStore

    if "tigris" not in GAMES:
        return
    import os

    mine = app.store("tigris")
    old = SaveStore(app.save_dir)
    if mine.read_current() is not None or mine.read_backup() is not None:
        return
    for src, dst in ((old._current, mine._current), (old._backup, mine._backup)):
        try:
            os.rename(src, dst)
        except OSError:
            pass  # not there


def first_card(game_id, game):
    """The card of the hand-over a new `game` opens on (the game's `card` module, as for a
    save: console/shelfcheck.py), None without one (a bot to move, a game with no card). The
    card's module goes again: it is used once a game."""
    from games import part

    try:
        cards = part(game_id, "card")
    except ImportError:
        return None
    card = cards.card(game, None)
    from console.app import unload

    unload(("games.%s.card" % game_id,))
    return card


def start(app, game_id, request):
    """The game screen for ("new", options) or ("resume",), the final scores of the slot's
    finished game for ("result",); the title if nothing will load. The title asks for
    ("resume", card, checked) (console/shelfcheck.py): with a card, console/resumepage.py's
    page, which then asks for ("resume", None, checked), and from a card of the console's own
    panel with a sixth entry, (its lines told again, that entry) after them, from a card of a
    panel the game lays out with a fifth, that entry, for the game's `resume` after `seq` (a
    game that keeps a log: a game without one takes nothing more);
    `checked` goes to best(). A new game whose first hand-over has a card (first_card) gets
    that page too, which then asks for ("new", options, the game dealt, its seed)."""
    from games import load, part

    # A game starts on a fresh heap (a soft reset) unless this boot has loaded no engine yet,
    # or only this game's, ahead of its Continue (console/title.py continue_ahead): the title
    # that came up after its own reset read the saves' states from the hand-off, so Start and
    # Continue go on at once.
    if getattr(app, "fresh_for", None) != game_id and \
            (getattr(app, "engines_loaded", False) or
             getattr(app, "ahead_of", None) not in (None, game_id)) \
            and getattr(app.board, "soft_reset", None) is not None:
        import json

        restart_to(app, "play", json.dumps([game_id, request]))  # returns on a full flash only
    app.fresh_for = None
    app.shelf = None  # the saves change as the game is played: the title looks again
    if len(request) > 1 and request[0] == "resume" and request[1]:
        # The title's card of the game: its first hand-over goes up at once and the game loads
        # behind it (start(app, game_id, ("resume", None, checked)) from that page).
        from console.resumepage import ResumePage

        card = request[1]
        load = ("resume", None, request[2] if len(request) > 2 else None)
        if isinstance(card[0], str) and len(card) > 5:
            # What the game's resume takes from the card: its lines told again, and the rest
            # of what it read for them (Tigris: of the log).
            load += ((card[3], card[5]),)
        elif isinstance(card[0], int) and len(card) == 5 and card[4] is not None:
            load += (card[4],)  # a panel the game lays out: what it read of the log
        return ResumePage(app, game_id, card, load)
    from fonts.writer import let_go

    let_go()  # the title's and setup pages' glyphs (console/page.py hold_glyphs)
    # This interpreter now holds the game's names (its engine loads below): leaving it, a
    # next start (its final scores, another game) begins on a fresh one (screenchange.py
    # leave_play).
    app.engines_loaded = True
    desc = load(game_id)
    if request[0] == "result":
        # The last finished game's final scores, from its save (the title's "Last result").
        # The page's modules first, on the fresh heap: after the engine's, their names took
        # the interpreter's pool of names into its last block (~7 KB in one piece) on a heap
        # the engine's load had cut up (at 160K the bot heap test's last run stopped there);
        # first, the block comes with the engine's names, as in a game's own start.
        final = part(game_id, desc.FINAL)
        game = best(app, game_id)[1]
        if game is not None and game.is_over():
            return final.Final(app, game)
        from console.screenchange import leave_play
        from console.title import title

        leave_play(app, "No finished game")
        return title(app, "No finished game")
    flows = part(game_id, desc.FLOW)
    game = None
    if request[0] == "new":
        if len(request) > 2:
            game, seed = request[2:4]  # dealt by the pass before, its hand-over up
        else:
            seed = (app.board.ticks_ms() * 2654435761 + 12345) & 0x7FFFFFFF or 1
            game = flows.new_game(request[1], seed)
            card = first_card(game_id, game)
            if card is not None:
                # Start: the game's first hand-over goes up at once (console/resumepage.py)
                # and the flow and view are built in the next pass, as the console is passed.
                from console.resumepage import ResumePage

                app.fresh_for = game_id  # that pass's start() is this game's own
                return ResumePage(app, game_id, card, ("new", request[1], game, seed))
        import gc

        gc.collect()  # a game with no hand-over first (a bot's turn) is built on a swept heap
    store = app.store(game_id)
    # A game whose flow keeps a log (its LOG_KEEP) writes it next to its save (as
    # console/gamelog.py path_of, which is not loaded for this).
    logged = hasattr(flows, "LOG_KEEP")
    if logged:
        folder = store.folder
        log_path = folder + ("" if folder.endswith("/") else "/") + store.slot + ".log"
    if request[0] == "new":
        if logged:
            # Its log starts afresh with the flow's first write, after the first frame.
            flow = flows.new_flow(request[1], seed, app.saver(game_id), log_path, game=game)
        else:
            flow = flows.new_flow(request[1], seed, app.saver(game_id), game=game)
    else:
        game, note = best(app, game_id, request[2] if len(request) > 2 else None)[1:]
        if game is None:
            flow = None
        elif logged:
            # The log's lines stay in its file (the log page reads them there); the next
            # action's number only has to be new: the file's size is more than any number in
            # it and only grows. None: no file (a save of firmware that kept none).
            import os

            try:
                seq = os.stat(log_path)[6]
            except OSError:
                seq = None
            flow = flows.resume(game, app.saver(game_id), note, log_path, seq,
                                request[3] if len(request) > 3 else None)  # what the card read
        else:
            flow = flows.resume(game, app.saver(game_id), note)
        game = None
        if flow is None:
            from console.screenchange import leave_play
            from console.title import title

            leave_play(app, note or "No saved game")
            return title(app, note or "No saved game")
    # Only the running game's modules stay in memory: the title read every game's descriptor
    # and save header, and they would otherwise ride along for the whole game.
    import sys

    from console.app import unload

    mine = "games." + game_id
    unload([m for m in sys.modules if m.startswith("games.") and m != mine and
            not m.startswith(mine + ".")])
    unload(("console.savestore",))  # each save loads it again (app.saver)
    from console.gamescreen import GameScreen

    return GameScreen(app, game_id, desc, flow)
