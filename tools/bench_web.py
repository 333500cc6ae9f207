"""`make bench-web`: the page's start-up, per-key time and heap, in headless Chromium on localhost.

  page ready   from navigation start to the title's first frame (wasm fetched and compiled, the
               code bundle written into the port's FS, the console imported, the title drawn),
               for the .mpy bundle (the default) and the .py sources (`?code=py`), best and
               median of N loads (other processes on the machine only ever add time)
  per key      from the key event's timestamp to the end of the console pass that redrew the
               canvas, for the same scripts as the device benchmark (tools/bench_keys.py), the
               fastest and the slowest of N runs per key
  heap         gc.mem_alloc() after the console's own collect, at the end of each frame: what
               the console keeps alive (the port's heap grows on demand, so free is not a limit)

Goal (issue 20): ready under 2 s, every key under 50 ms on this machine.
"""

import argparse
import os
import shutil
import statistics
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "host_tests", "web"))
sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench_keys  # noqa: E402
import browser  # noqa: E402


def ready_times(page, kind, loads):
    query = "?code=py" if kind == "py" else ""
    first = page.load(query)["readyMs"]  # the browser's first load of it: nothing cached
    out = []
    for _ in range(loads):
        page.clear_storage()
        out.append(page.load(query)["readyMs"])
    return first, out


def key_times(page, text, saves, query=""):
    """[(script line, ms or None, frames, heap peak)] for each press/hold/release of the script."""
    page.clear_storage()
    page.load(query)
    for name in os.listdir(saves):
        with open(os.path.join(saves, name), "rb") as f:
            page.put_save(name, f.read())
    page.reload()
    rows = []
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if not words or words[0] not in ("press", "hold", "release"):
            continue
        before = page.stats()
        page.type_lines([line])
        after = page.stats()
        times = after["keys"][len(before["keys"]):]
        rows.append((" ".join(words), max(times) if times else None,
                     after["frames"] - before["frames"], after["heapPeak"]))
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="loads and runs per figure")
    args = parser.parse_args(argv)
    why = browser.missing_browser()
    if why:
        print(why, file=sys.stderr)
        return 1
    work = tempfile.mkdtemp(prefix="bench-web-")
    site = browser.build_site(os.path.join(work, "site"))
    server = browser.Server(site)
    driver = browser.start_chromium()
    try:
        page = browser.Page(driver, server.url)
        print("page ready (ms, from navigation start to the title drawn; %d loads)" % args.repeat)
        for kind in ("mpy", "py"):
            first, t = ready_times(page, kind, args.repeat)
            print("  %-4s first load %6.0f   reloads: best %6.0f  median %6.0f"
                  % (kind, first, min(t), statistics.median(t)))
        stats = page.stats()
        print("  steps of the last load (ms from navigation start): %s" % ", ".join(
            "%s %.0f" % kv for kv in stats["bootMs"].items()))
        print("  heap in use on the title: %d bytes" % stats["heapAlloc"])
        peak = 0
        for name, text, saves in bench_keys.tigris_scenarios(os.path.join(work, "scenarios")):
            runs = [key_times(page, text, saves) for _ in range(args.repeat)]
            print("\n%s: per key, event to canvas (ms, fastest and slowest of %d runs)"
                  % (name, args.repeat))
            slowest = 0.0
            for i, (label, _ms, frames, _peak) in enumerate(runs[0]):
                ms = [r[i][1] for r in runs if r[i][1] is not None]
                shown = "%6.1f %6.1f" % (min(ms), max(ms)) if ms else "     -      -"
                slowest = max([slowest] + ms)
                print("  %-28s %s  frames %d" % (label[:28], shown, frames))
            print("  slowest key of any run: %.1f ms" % slowest)
            peak = max(peak, max(r[-1][3] for r in runs))
        print("\nheap in use, peak over the frames: %d bytes" % peak)
        # .mpy or .py: the title imports little; a game's start imports the engine and the flow.
        name, text, saves = bench_keys.tigris_scenarios(os.path.join(work, "again"))[1]
        print("\n%s, .mpy against .py: all its keys' times summed (ms, fastest of %d)"
              % (name, args.repeat))
        for kind, query in (("mpy", ""), ("py", "?code=py")):
            sums = [sum(r[1] or 0 for r in key_times(page, text, saves, query))
                    for _ in range(args.repeat)]
            print("  %-4s %6.1f" % (kind, min(sums)))
    finally:
        driver.quit()
        server.close()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
