"""The screen a game runs on: keys through the game's key map into its flow, its view draws.

Generic for every game on the shelf: the game's package gives the flow (`new_flow`, `resume`),
the view (`View`), the final page (`Final`) and the key map (`KEYMAP` of its INPUTS module).
"""

from games import load, part

from console.keys import K_MENU, K_REVEAL


def start(app, game_id, request):
    """The game screen for ("new", options) or ("resume",); the title if nothing will load."""
    desc = load(game_id)
    flows = part(game_id, desc.FLOW)
    store = app.store(game_id)
    if request[0] == "new":
        seed = (app.board.ticks_ms() * 2654435761 + 12345) & 0x7FFFFFFF or 1
        flow = flows.new_flow(request[1], seed, store.save)
    else:
        from console.app import unload
        from console.saves import best

        game, note = best(app, game_id)[1:]
        unload(("console.saves",))  # once per game: not kept in the heap
        flow = flows.resume(game, store.save, note) if game is not None else None
        game = None
        if flow is None:
            from console.title import title

            app.leave_play()
            return title(app, note or "No saved game")
    return GameScreen(app, game_id, desc, flow, part(game_id, desc.VIEW).View(flow, app.gfx))


class GameScreen:
    """Feeds the flow: each key press through the key map, every REVEAL edge as reveal()."""

    repeats = True  # a held D-pad key repeats (app.py)

    def __init__(self, app, game_id, desc, flow, view):
        self.app = app
        self.game_id = game_id
        self.desc = desc
        self.flow = flow
        self.view = view
        self.keymap = part(game_id, desc.INPUTS).KEYMAP
        self.reveal_held = False

    def enter(self):
        self.flow.enter()
        self.view.enter()
        self.reveal_held = bool(self.app.held & K_REVEAL)
        self.flow.reveal(self.reveal_held)

    def update(self, pressed, held, now):
        flow = self.flow
        rev = bool(held & K_REVEAL)
        if rev != self.reveal_held:
            self.reveal_held = rev
            flow.reveal(rev)  # TE-13: a release hides the panel before any other key counts
        pressed &= ~K_REVEAL
        if not pressed:
            return None
        inputs = 0
        keymap = self.keymap
        i = 0
        bits = pressed
        while bits:
            if bits & 1:
                inputs |= keymap[i]
            bits >>= 1
            i += 1
        flow.press(inputs)
        if flow.is_over():
            return part(self.game_id, self.desc.FINAL).Final(self.app, flow.game)
        if pressed & K_MENU and flow.menu_allowed():
            from console.gamemenu import GameMenu

            return GameMenu(self.app, self)
        return None

    def render(self):
        view = self.view
        view.battery_low = self.app.battery_low
        return view.render()

    def save_now(self):
        """The battery is going: the game as it stands is saved now."""
        if not self.flow.is_over():
            self.flow.save_now()
