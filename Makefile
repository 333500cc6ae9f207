# One entry point for makers and contributors: `make sim`, `make test`, `make flash`.
PY := .venv/bin/python
STAMP := .venv/.installed

.PHONY: sim demo test flash drawings case bench bench-keys fonts bench-fonts glyphs arena bench-bots clean web web-serve bench-web browser cp cp-install cp-shots

$(STAMP): pyproject.toml
	python3 -m venv .venv
	$(PY) -m pip install --quiet '.[dev]'
	$(PY) -m pip install --quiet --target .venv/pico-stubs micropython-rp2-rpi-pico-stubs==1.29.0.post1
	touch $(STAMP)

sim: $(STAMP)
	$(PY) tools/sim.py

demo: $(STAMP)
	$(PY) tools/sim.py --headless --demo
	$(PY) tools/sim/shelf_demo.py

test: $(STAMP) browser
	$(PY) tools/check.py

flash: $(STAMP)
	$(PY) tools/deploy.py $(ARGS)

drawings: $(STAMP)
	$(PY) hardware/drawings/make_drawings.py
	$(PY) tools/gen_keypos.py

case: $(STAMP)
	$(PY) hardware/case/make_case.py

fonts: $(STAMP)
	$(PY) tools/fontgen.py
	$(PY) tools/fontgen.py --demo

bench: $(STAMP)
	$(PY) tools/bench_engine.py

bench-keys: $(STAMP)
	$(PY) tools/bench_keys.py $(ARGS)
	$(PY) tools/bench_board.py
	$(PY) tools/bench_shelf.py

bench-fonts: $(STAMP)
	$(PY) host_tests/fonts/bench_fonts.py

# Bot strength: `make arena ARGS="hard normal --games 200 --players 2 3 4"`.
arena: $(STAMP)
	$(PY) tools/arena.py $(or $(ARGS),normal easy --games 100 --players 2)

bench-bots: $(STAMP)
	$(PY) tools/bench_bots.py

# The CircuitPython edition (firmware_cp/): its host tests; install onto a CIRCUITPY drive
# (make cp-install DRIVE=/media/$$USER/CIRCUITPY, ARGS=--dry-run to only say what it would do).
cp: $(STAMP)
	$(PY) -m pytest host_tests/circuitpython -q

cp-install: $(STAMP)
	$(PY) tools/cp_install.py $(DRIVE) $(ARGS)

cp-shots: $(STAMP)
	$(PY) tools/cp_shots.py

clean:
	rm -rf .venv build

# The page (tools/build_web.py): MicroPython's WebAssembly port, pinned by web/package-lock.json.
web: $(STAMP)
	$(PY) tools/build_web.py

web-serve: web
	$(PY) -m http.server $(or $(PORT),8000) --bind 127.0.0.1 --directory build/web

bench-web: $(STAMP) browser
	$(PY) tools/bench_web.py $(ARGS)

# Headless Chromium and its driver for the browser test (Debian packages), only when missing.
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
		{ echo "installing chromium and chromium-driver (about 2 minutes)"; \
		  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		  chromium chromium-driver >/dev/null; }

glyphs: $(STAMP)
	.venv/bin/micropython tools/glyphgen.py firmware/games/tigris/glyph_bits.py
