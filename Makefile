# Every target builds .venv from requirements.txt on first use and reuses it after.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench assets headless clean-venv

$(STAMP): requirements.txt
	@test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/python main.py $(ARGS)

headless: $(STAMP)
	$(BIN)/python main.py --headless --hours 24 --seed 1 $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench: $(STAMP)
	@for b in bench/bench_*.py; do echo "== $$b"; PYTHONPATH=. $(BIN)/python $$b || exit 1; done

assets: $(STAMP)
	$(BIN)/python tools/make_tiles.py
	$(BIN)/python tools/make_characters.py
	$(BIN)/python tools/make_town.py
	$(BIN)/python tools/make_brinewick.py

clean-venv:
	rm -rf $(VENV)
