# Every target builds .venv from requirements.txt on first use and reuses it after.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench assets headless town clean-venv

# pip runs with --quiet: no progress bars or "Collecting ..." lines, but its errors still show,
# and a failed install says so in one more line and does not touch the stamp (make retries).
# the suite runs on every core (up to 4), a test file per worker (pytest-xdist): its many
# tests that wait on a fake model server or a child process overlap; TEST_JOBS= runs it serially
TEST_JOBS ?= -n auto --maxprocesses=4 --dist loadfile
PIP := $(BIN)/python -m pip install --quiet --disable-pip-version-check

$(STAMP): requirements.txt
	@if test -x $(BIN)/python; then echo "Updating $(VENV) from requirements.txt..."; \
	else echo "Setting up $(VENV) (first run only, about a minute)..."; fi
	@test -x $(BIN)/python || $(PY) -m venv $(VENV)
	@$(PIP) --upgrade pip && $(PIP) -r requirements.txt || \
	{ echo "Setting up $(VENV) failed (pip's message is above); run make again to retry," \
	"or make clean-venv to start over."; exit 1; }
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/python main.py $(ARGS)

headless: $(STAMP)
	$(BIN)/python main.py --headless --hours 24 --seed 1 $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q $(TEST_JOBS) $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench: $(STAMP)
	@for b in bench/bench_*.py; do echo "== $$b"; PYTHONPATH=. $(BIN)/python $$b || exit 1; done

assets: $(STAMP)
	$(BIN)/python tools/make_tiles.py
	$(BIN)/python tools/make_characters.py

# A new town under maps/NAME: make town NAME=harbour RESIDENTS=60 SEED=3 KIND=harbour
# (RESIDENTS 10..500, default 25; SEED default 1; KIND village, harbour or quarter;
# LANGUAGE en or zh, default en; TOWN_NAME the town's own name, default from NAME or the data).
town: $(STAMP)
	$(BIN)/python -m tools.town_maker "$(NAME)" $(if $(RESIDENTS),--residents "$(RESIDENTS)") \
		$(if $(SEED),--seed "$(SEED)") $(if $(KIND),--kind "$(KIND)") \
		$(if $(LANGUAGE),--language "$(LANGUAGE)") $(if $(TOWN_NAME),--town-name "$(TOWN_NAME)")

clean-venv:
	rm -rf $(VENV)
