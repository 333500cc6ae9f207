# One entry point for makers and contributors: `make sim`, `make test`, `make flash`.
PY := .venv/bin/python
STAMP := .venv/.installed

.PHONY: sim demo test flash drawings case bench bench-keys fonts bench-fonts clean

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

test: $(STAMP)
	$(PY) tools/check.py

flash: $(STAMP)
	$(PY) tools/deploy.py $(ARGS)

drawings: $(STAMP)
	$(PY) hardware/drawings/make_drawings.py

case: $(STAMP)
	$(PY) hardware/case/make_case.py

fonts: $(STAMP)
	$(PY) tools/fontgen.py
	$(PY) tools/fontgen.py --demo

bench: $(STAMP)
	$(PY) tools/bench_engine.py

bench-keys: $(STAMP)
	$(PY) tools/bench_keys.py $(ARGS)
	$(PY) tools/bench_shelf.py

bench-fonts: $(STAMP)
	$(PY) host_tests/fonts/bench_fonts.py

clean:
	rm -rf .venv build
