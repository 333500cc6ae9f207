"""A panel for MicroPython runners that only need what a view draws, not its pixels: the display
contract (firmware/README.md) without memory."""


class Panel:
    width = 320
    height = 240

    def blit(self, x, y, w, h, buf):
        pass

    def fill_rect(self, x, y, w, h, colour):
        pass
