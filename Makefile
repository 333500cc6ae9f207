# One entry point for makers and contributors: `make sim`, `make test`, `make flash`.
PY := .venv/bin/python
STAMP := .venv/.installed

.PHONY: sim demo test flash drawings bench arena bench-bots clean

$(STAMP): pyproject.toml
	python3 -m venv .venv
	$(PY) -m pip install --quiet '.[dev]'
	$(PY) -m pip install --quiet --target .venv/pico-stubs micropython-rp2-rpi-pico-stubs==1.29.0.post1
	touch $(STAMP)

sim: $(STAMP)
	$(PY) tools/sim.py

demo: $(STAMP)
	$(PY) tools/sim.py --headless --demo

test: $(STAMP)
	$(PY) tools/check.py

flash: $(STAMP)
	$(PY) tools/deploy.py $(ARGS)

drawings: $(STAMP)
	$(PY) hardware/drawings/make_drawings.py

bench: $(STAMP)
	$(PY) tools/bench_engine.py

# Bot strength: `make arena ARGS="hard normal --games 200 --players 2 3 4"`.
arena: $(STAMP)
	$(PY) tools/arena.py $(or $(ARGS),normal easy --games 100 --players 2)

bench-bots: $(STAMP)
	$(PY) tools/bench_bots.py

clean:
	rm -rf .venv build
