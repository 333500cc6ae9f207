"""What every game screen shares: the Group, the strip under the screen, the hand-over page over
everything, and the render rule (nothing redrawn unless the flow says it changed; during a
hand-over only that page, the private panel emptied first)."""

import displayio

from cpconsole import ui

STRIP_Y = 220
HANDOVER = 0  # the hand-over mode, the same number in every game's flow


class GameView:
    """A game's View subclasses this: `draw()` brings its groups up to date with the flow,
    `handover_words()` says who takes the console and why, `hide_private()` empties what only
    one player may see. The subclass calls `finish()` after adding its own groups."""

    def __init__(self, flow):
        self.flow = flow
        self.group = displayio.Group()
        self.battery_low = False

    def finish(self, lines=1):
        """The strip (one line, or two: status and prompt) and the hand-over page, on top."""
        self.group.append(ui.rect(0, STRIP_Y, 320, 20, ui.STRIP_BG))
        ys = (STRIP_Y + 4,) if lines == 1 else (STRIP_Y, STRIP_Y + 10)
        self.strip = [ui.text(4, y, "", ui.WARN if i else ui.TEXT) for i, y in enumerate(ys)]
        for lab in self.strip:
            self.group.append(lab)
        self.ho = ui.Handover()
        self.group.append(self.ho.group)

    def enter(self):
        self.flow.changed = True

    def render(self):
        """Brings the groups up to date with the flow; True if anything changed."""
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        f.full = False
        if f.mode == HANDOVER:
            self.hide_private()
            who, why = self.handover_words()
            log = f.log
            seat = f.game.current_player()
            told = f.since_handover + f.missed[seat]
            recent = log[len(log) - min(told, len(log)):]
            # Tigris's flow keeps, per seat, the newest line that names it (games/tigris/flow.py)
            mine = f.about[seat] if hasattr(f, "about") else ""
            if mine and mine not in recent:
                recent.insert(0, mine)
            self.ho.show(who, why, recent)
            self.ho.group.hidden = False
            return True
        self.ho.group.hidden = True
        self.draw()
        return True

    def tell(self, words, line=-1):
        """A strip line (the last: the message or the prompt); "! " first on a low battery."""
        if line < 0 and len(self.strip) == 1 and self.battery_low:
            words = "! " + words
        ui.set_text(self.strip[line], words[:52])

    def hide_private(self):
        pass

    def handover_words(self):
        return "", ""

    def draw(self):
        pass
