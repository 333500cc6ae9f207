# One entry point for makers and contributors: `make sim`, `make test`, `make flash`.
PY := .venv/bin/python
STAMP := .venv/.installed

.PHONY: sim demo test flash drawings case bench bench-keys fonts bench-fonts clean cp cp-install cp-shots

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

case: $(STAMP)
	$(PY) hardware/case/make_case.py

fonts: $(STAMP)
	$(PY) tools/fontgen.py
	$(PY) tools/fontgen.py --demo

bench: $(STAMP)
	$(PY) tools/bench_engine.py

bench-keys: $(STAMP)
	$(PY) tools/bench_keys.py $(ARGS)

bench-fonts: $(STAMP)
	$(PY) host_tests/fonts/bench_fonts.py

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
