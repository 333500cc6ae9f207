"""Tigris's rarer steps of the flow (flow.py): writing the log file after a frame, A on a
finished turn, and an undo with its log lines. Loaded only for them and dropped again, so the
module loaded for every action (narrate.py) stays small.
"""


def flush(flow):
    """The flow's waiting log lines appended to its file (flow.flush_log); a new game's first
    lines, after None (flow.new_flow), start the file afresh."""
    lines = flow.unwritten
    flow.unwritten = []
    if flow.log_path:
        fresh = lines and lines[0] is None
        try:
            with open(flow.log_path, "w" if fresh else "a") as f:
                for line in lines[1:] if fresh else lines:
                    f.write(line)
                    f.write("\n")
        except OSError:
            pass  # a full flash loses log lines, never the game: the save comes first


def compact(flow):
    """Nobody may undo across a change of decider, so the undo journal can go: forgetting it
    keeps the heap flat over a long game. The game stays the same object and nothing is decoded,
    so no checker or codec is loaded in the middle of play. Here, not in narrate.py: the turn's
    end needs nothing else of that larger module."""
    flow.game.reset_journal()
    flow.undo_marks = []


def end_turn(flow):
    """A on a finished turn: the console goes to the next player (or the final scores)."""
    flow.end_of_turn_pending = 0
    flow.full = True
    flow.over = flow.game.is_over()
    if not flow.over:
        compact(flow)
    flow.handover_or_enter()


def take_back(flow):
    """Undo of the flow's last action: one's own, while nobody else has decided since and
    nothing was drawn that anyone has seen (the turn's refill may go back while its end is
    still pending): the game, its log lines (from the heap, and from the file by an undo mark)
    and its owner's news."""
    g = flow.game
    if flow.end_of_turn_pending:
        ok = flow.end_of_turn_pending == 2
    else:
        ok = g.last_actor() == g.current_player() == flow.ready and not g.last_drew()
    ok = ok and flow.undo_marks and g.history_len() and g.can_undo()
    # A game resumed mid-turn (Continue) starts with no journal: the save holds the position,
    # not how it was reached. The player is told so rather than that there was nothing.
    resumed = not ok and not flow.undo_marks and g.actions_taken and not flow.end_of_turn_pending
    g = None
    if not ok:
        flow.msg = "No undo past Continue" if resumed else \
            "That cannot be taken back" if flow.end_of_turn_pending else "Nothing to undo"
        flow.back_from_menu()
        return
    flow.game.undo()
    flow.end_of_turn_pending = 0
    seq, kept, news, about = flow.undo_marks.pop()
    log = flow.log
    while kept and log:
        log.pop()
        kept -= 1
        flow.since_handover = max(0, flow.since_handover - 1)
    flow.news = list(news)
    flow.about = list(about)
    # Lines not written yet go at once; an undo mark takes back those already in the file.
    head = "%d " % seq
    flow.unwritten = [line for line in flow.unwritten if not line.startswith(head)]
    flow.unwritten.append(head + "U")
    flow.msg = "Last action undone"
    flow._save()
    flow.full = True
    flow.enter_phase()
