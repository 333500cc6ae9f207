"""The page in headless Chromium: build/web served on localhost, driven through real key events.

Used by the browser tests and by tools/bench_web.py. Chromium and chromedriver are Debian's
(`make browser` installs them when missing); Selenium drives them, nothing is downloaded.
"""

import base64
import functools
import http.server
import os
import shutil
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import build_web  # noqa: E402

CHROMIUM = "chromium"
CHROMEDRIVER = "chromedriver"
READY_TIMEOUT_S = 30
# Selenium's names of the keys the page maps (page.json's keyboard, the simulator's keys).
_SELENIUM_KEYS = {"ArrowUp": "\ue013", "ArrowDown": "\ue015", "ArrowLeft": "\ue012",
                  "ArrowRight": "\ue014", " ": "\ue00d", "Tab": "\ue004", "Escape": "\ue00c"}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server:
    """build/web (or any folder) on 127.0.0.1 at a free port, in a thread of this process."""

    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=folder)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def missing_browser():
    """Why the browser cannot run here, or None."""
    for tool in (CHROMIUM, CHROMEDRIVER):
        if shutil.which(tool) is None:
            return "%s is not installed: run `make browser` (Debian's chromium, chromium-driver)" \
                % tool
    return None


def start_chromium(width=700, height=900):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which(CHROMIUM)
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=%d,%d" % (width, height), "--hide-scrollbars"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(shutil.which(CHROMEDRIVER)), options=options)


class Page:
    """One browser tab on the console's page."""

    def __init__(self, driver, url):
        self.driver = driver
        self.url = url
        self.keyboard = {}  # key name -> the first keyboard key the page maps to it

    def load(self, query=""):
        self.driver.get(self.url + "index.html" + query)
        return self.wait_ready()

    def reload(self):
        self.driver.refresh()
        return self.wait_ready()

    def wait_ready(self):
        deadline = time.monotonic() + READY_TIMEOUT_S
        while True:
            stats = self.stats()
            if stats and (stats["readyMs"] is not None or stats["error"]):
                break
            if time.monotonic() > deadline:
                raise AssertionError("the page did not get ready: %r" % (stats,))
            time.sleep(0.05)
        assert stats["error"] is None, stats["error"]
        config = self.driver.execute_script(
            "return fetch('page.json').then(r => r.json())")
        self.keyboard = {}
        for key, name in config["keyboard"].items():
            self.keyboard.setdefault(name, _SELENIUM_KEYS.get(key, key))
        return stats

    def stats(self):
        return self.driver.execute_script("return window.tigrisConsole && tigrisConsole.stats")

    def clear_storage(self):
        self.driver.execute_script("localStorage.clear()")

    def type_lines(self, lines):
        """Script lines (tools/sim/timeline.py's `press`, `hold`, `release`; waits need no
        time here: every key event runs the console's pass at once) as real key events."""
        from selenium.webdriver.common.action_chains import ActionChains

        chain = ActionChains(self.driver, duration=0)
        for line in lines:
            words = line.split("#", 1)[0].split()
            if not words or words[0] == "wait":
                continue
            verb, names = words[0], words[1:]
            if verb == "hold":
                names = [n for n in names if not n.isdigit()]
            keys = [self.keyboard[name] for name in names]
            if verb in ("press", "hold"):
                for key in keys:
                    chain.key_down(key)
            if verb in ("press", "release"):
                for key in keys:
                    chain.key_up(key)
        chain.perform()

    def saves(self):
        """The mirrored save folder: file name -> bytes, from the browser's storage."""
        stored = self.driver.execute_script(
            "const out = {}; for (let i = 0; i < localStorage.length; i++) {"
            " const k = localStorage.key(i); if (k.startsWith('tigris-console:'))"
            " out[k.slice(15)] = localStorage.getItem(k); } return out;")
        return {name: base64.b64decode(text) for name, text in stored.items()}

    def first_save(self):
        """The mirrored save folder once it holds a game's save: Start puts up the first
        hand-over at once and builds the game in the console's next passes, which save it
        after its first frame (console/resumepage.py); the page runs them on its timer."""
        deadline = time.monotonic() + READY_TIMEOUT_S
        while True:
            saves = self.saves()
            if any(name.endswith(".bin") for name in saves):
                return saves
            if time.monotonic() > deadline:
                raise AssertionError("no save after Start: %r" % sorted(saves))
            time.sleep(0.05)

    def put_save(self, name, data):
        self.driver.execute_script(
            "localStorage.setItem('tigris-console:' + arguments[0], arguments[1])",
            name, base64.b64encode(data).decode())

    def canvas_rgb(self):
        """The canvas as 320x240 RGB bytes."""
        text = self.driver.execute_script(
            "const d = tigrisConsole.canvas.getContext('2d').getImageData(0, 0, 320, 240).data;"
            "let s = ''; for (let i = 0; i < d.length; i += 4)"
            " s += String.fromCharCode(d[i], d[i + 1], d[i + 2]); return btoa(s);")
        return base64.b64decode(text)

    def watch_colour(self, rgb, bit):
        """From now on, every frame the console draws is checked for the colour `rgb`: a frame
        showing it while the key `bit` is up is recorded in `watch()['bad']`."""
        self.driver.execute_script(
            "const [r, g, b, bit] = arguments; const T = tigrisConsole;"
            "T.watch = {bad: [], shown: 0, frames: 0};"
            "const c = T.canvas.getContext('2d');"
            "T.frameListeners.push((mask) => {"
            " const d = c.getImageData(0, 0, 320, 240).data; let n = 0;"
            " for (let i = 0; i < d.length; i += 4)"
            "  if (d[i] === r && d[i + 1] === g && d[i + 2] === b) n++;"
            " T.watch.frames++;"
            " if (n) { if (mask & bit) T.watch.shown++;"
            "  else T.watch.bad.push([T.stats.frames, n]); }"
            "});", *rgb, bit)

    def watch(self):
        return self.driver.execute_script("return tigrisConsole.watch")


def build_site(out_dir):
    build_web.build_web(out_dir)
    return out_dir
