"""The flows' shared base (console/flowbase.py): a save's modules are loaded only to save or to
resume and let go again, every game alike, and a resumed game takes its note to the hand-over."""

import sys

import pytest
from games import part

NEW = {"tigris": ([0, 1, 2], 0, 0), "kings": ([0, 1, 2], 0), "assyria": 3}


def saved_modules():
    return sorted(m for m in sys.modules if m.endswith(".payload") or m.endswith(".codec") or
                  m.endswith(".consistency"))


@pytest.mark.parametrize("game_id", sorted(NEW))
def test_save_modules_are_let_go_after_a_save_and_a_resume(game_id):
    flows = part(game_id, "flow")
    saves = []
    flow = flows.new_flow(NEW[game_id], 11, lambda data: saves.append(bytes(data)))
    assert saves == []  # not on Start's key: after the first frame, as every action
    flow.flush_log()  # what the console does once that frame is out (gamescreen after_frame)
    assert len(saves) == 1
    loaded = flow.PAYLOAD
    assert not [m for m in loaded if m in sys.modules]
    flow.press(16)  # A: the first player takes the console
    assert flow.ready == flow.game.current_player()
    payload = part(game_id, "payload")  # as console/launch.py reads the slot
    game = payload.unpack(saves[0])
    assert game is not None
    assert loaded[0] in sys.modules
    payload = None
    again = flows.resume(game, saves.append, "Resumed\nfrom the backup")
    assert type(again) is type(flow)
    assert not [m for m in loaded if m in sys.modules], saved_modules()
    assert again.log[-2:] == ["Resumed", "from the backup"] and again.since_handover == 2
    assert again.mode == 0 and again.at_handover()  # the hand-over comes first
    again.save_now()
    assert saves[-1] == saves[0]  # nothing played: the same bytes
    assert not [m for m in loaded if m in sys.modules]
