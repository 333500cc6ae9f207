"""`make demo`: a short scripted game from a mid-game save, its screenshots and its figures.

The position is made with the engine (a few turns of seeded random play), saved with the
firmware's own save code, then the script continues it on the console: title, hand-over, board,
the private panel while REVEAL is held, the public table (B), a tile's legal targets, two tile
placements, the turn's end, the next hand-over. The moves are chosen with the engine on the same
position, so they are always legal.
"""

import os
import random
import statistics
import sys

SIM_DIR = os.path.dirname(os.path.abspath(__file__))
if SIM_DIR not in sys.path:
    sys.path.insert(0, SIM_DIR)

import saves  # noqa: E402  (puts the repository root on the path for engine_core)

from engine_core.tigris import (  # noqa: E402
    ACT_LEADER,
    ACT_TILE,
    BOARD_CLASSIC,
    PHASE_ACTION,
    Game,
    action_cell,
    action_kind,
)

COLOUR_KEYS = ("red", "blue", "green", "black")
DPAD = ("up", "down", "left", "right")
BOARD_ROWS = 11
BOARD_COLS = 16


def midgame(turns=9, seed=2026):
    """A 3-player classic game after `turns` turns of seeded random play, at a turn's start.

    Tiles and leaders are preferred so the board fills; other decisions are random but legal.
    """
    game = Game.new([0, 1, 2], BOARD_CLASSIC, 0, seed)
    rng = random.Random(seed)
    done = 0
    last = game.current_player()
    while done < turns or game.phase() != PHASE_ACTION or game.actions_taken:
        actions = game.legal_actions()
        if game.phase() == PHASE_ACTION:
            placing = [a for a in actions if action_kind(a) in (ACT_TILE, ACT_LEADER)
                       and action_cell(a) != 255]
            actions = placing or actions
        game.apply(rng.choice(actions))
        if game.is_over():
            raise RuntimeError("the demo game ended early; choose another seed")
        if game.current_player() != last and game.phase() == PHASE_ACTION:
            done += 1
            last = game.current_player()
    return game


def quiet_tile_moves(game, count=2):
    """`count` tile actions for the player to move that raise no conflict, monument or treasure
    question (the demo stays short): the engine tries each and takes it back."""
    moves = []
    for _ in range(count):
        seat = game.current_player()
        hand = game.hand(seat)
        found = None
        for colour in sorted(range(4), key=lambda c: -hand[c]):
            if not hand[colour]:
                continue
            cells = game.legal_cells(ACT_TILE, colour)
            # Prefer a cell next to a tile already down: the move shows on the board's kingdoms.
            order = sorted((i for i in range(len(cells)) if cells[i]),
                           key=lambda i: (-_neighbours(game, i), i))
            for cell in order:
                if _kingdoms_around(game, cell) >= 2:
                    continue  # uniting kingdoms asks for a confirmation first: not quiet
                action = ACT_TILE << 12 | colour << 8 | cell
                game.apply(action)
                quiet = game.phase() == PHASE_ACTION and not game.is_over()
                game.undo()
                if quiet:
                    found = (colour, cell, action)
                    break
            if found:
                break
        if found is None:
            break
        game.apply(found[2])
        moves.append(found[:2])
    for _ in moves:
        game.undo()
    return moves


def _kingdoms_around(game, cell):
    row, col = divmod(cell, BOARD_COLS)
    labels = set()
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < BOARD_ROWS and 0 <= c < BOARD_COLS:
            label = game.region[r * BOARD_COLS + c]
            if game.region_is_kingdom(label):
                labels.add(label)
    return len(labels)


def _neighbours(game, cell):
    row, col = divmod(cell, BOARD_COLS)
    n = 0
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < BOARD_ROWS and 0 <= c < BOARD_COLS and game.board[r * BOARD_COLS + c]:
            n += 1
    return n


def cursor_to(cell):
    """Script lines that move the board cursor to `cell` from wherever it is: first to the
    top-left corner (the cursor stops at the edges), then down and right."""
    row, col = divmod(cell, BOARD_COLS)
    lines = ["press up left"] * (BOARD_COLS - 1)
    lines += ["press down right"] * min(row, col)
    lines += ["press down"] * (row - min(row, col))
    lines += ["press right"] * (col - min(row, col))
    return lines


def prepare(save_dir):
    """Write the demo's save into save_dir; return (script text, the saved game)."""
    game = midgame()
    saves.write_save(save_dir, game)
    moves = quiet_tile_moves(game)
    lines = [
        "wait 1500          # the title read (its quiet passes load what Continue runs)",
        "shot title",
        "press a            # Continue saved game",
        "wait 200",
        "shot handover",
        "press a            # the player to move takes the console",
        "shot board",
        "hold reveal 300",
        "shot reveal",
        "release reveal",
        "press b            # the public table",
        "shot table",
        "press b            # closes it",
    ]
    for i, (colour, cell) in enumerate(moves):
        lines.append("press %s" % COLOUR_KEYS[colour])
        lines += cursor_to(cell)
        if i == 0:
            lines.append("shot target")
        lines.append("press a            # place the tile")
    lines += ["wait 200", "press a            # end of the turn: pass on",
              "wait 300", "shot next_player"]
    return "\n".join(lines) + "\n", game


# -- the other games on the shelf: Contest of Kings and Assyria, each from a mid-game save -------

QUIT_TO_TITLE = ["press menu", "press up", "press a            # Save and quit to title",
                 "wait 300"]


def _played(game, actions, seed, settle):
    """`game` after `actions` seeded random legal actions, then on until `settle(game)`."""
    rng = random.Random(seed)
    done = 0
    while done < actions or not settle(game):
        game.apply(rng.choice(game.legal_actions()))
        done += 1
        if game.is_over():
            raise RuntimeError("the demo game ended early; choose another seed")
    return game


def shelf_saves(save_dir):
    """Saves of a Contest of Kings and an Assyria game in progress (one slot per game)."""
    from games.assyria import payload as assyria_payload
    from games.kings import payload as kings_payload

    from engine_core import assyria, kings

    k = _played(kings.Game.new([0, 1, 2], 2027), 40, 2027,
                lambda g: g.phase() == kings.PHASE_ACTION and g.actions_taken == 0)
    a = _played(assyria.Game.new(3, 2027), 40, 2027,
                lambda g: g.phase() == assyria.PHASE_HUTS)
    for slot, payload, game in (("kings", kings_payload, k), ("assyria", assyria_payload, a)):
        with open(os.path.join(save_dir, slot + ".bin"), "wb") as f:
            f.write(saves.savestore.encode(payload.pack(game)))


# The title's rows with the two saves: Continue Contest of Kings, Continue Assyria, New: ...
KINGS_STEPS = [
    "wait 400",
    "shot shelf",
    "press a            # Continue Contest of Kings",
    "wait 200",
    "shot kings_handover",
    "press a",
    "shot kings_table",
    "hold reveal 300",
    "shot kings_reveal",
    "release reveal",
    "press red          # a red card: where it may go shows under REVEAL",
    "hold reveal 300",
    "shot kings_target",
    "release reveal",
    "press b",
    *QUIT_TO_TITLE,
]
ASSYRIA_STEPS = [
    "wait 400",
    "press down",
    "press a            # Continue Assyria",
    "wait 200",
    "press a",
    "shot assyria_map",
    "press pass         # VIEW: the food rows and tracks",
    "shot assyria_rows",
    "press pass         # VIEW: Assur and the cards",
    "shot assyria_assur",
    "press pass",
    "wait 200",
    *QUIT_TO_TITLE,
]


def summary(result):
    """Figures from the run's F records and stream: frames, heap in use, bytes per cursor step."""
    frames = result.frames
    if not frames:
        return "no frame was drawn"
    heap = [f.heap_used for f in frames]
    total = frames[0].heap_used + frames[0].heap_free
    steps = []
    for start, end, names in result.script.presses:
        if len(names) == 1 and names[0] in DPAD:
            steps.append(sum(f.spi_bytes for f in result.frames_between(start, end - 1)))
    lines = [
        "frames: %d in %.1f s of virtual time" % (len(frames), frames[-1].ticks / 1000),
        "heap in use (F records): %.1f to %.1f KB of %.0f KB" % (
            min(heap) / 1024, max(heap) / 1024, total / 1024),
        "display bytes: %d in all, largest frame %d" % (
            sum(f.spi_bytes for f in frames), max(f.spi_bytes for f in frames)),
    ]
    if steps:
        lines.append("cursor step (one D-pad press): median %d bytes, %d to %d over %d presses"
                     % (statistics.median(steps), min(steps), max(steps), len(steps)))
    return "\n".join(lines)


def final_position(result):
    """to_text() of the game the console saved last, or None if nothing was saved."""
    game = saves.game_from_files(result.saves)
    return None if game is None else game.to_text()
