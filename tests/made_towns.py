"""Towns made by the town maker for a test module: each spec (name, residents, kind, seed,
language) is run through the maker's command line into ``maps``; returns name -> its folder."""

from __future__ import annotations

from pathlib import Path

from tools.town_maker import cli, town


def make(maps: Path, specs) -> dict[str, Path]:
    made = {}
    for name, n, kind, seed, lang in specs:
        args = [name, "--maps-dir", str(maps), "--quiet", "--residents", str(n)]
        args += ["--seed", str(seed), "--kind", kind, "--language", lang]
        assert cli.main(args) == 0
        made[name] = maps / name
    return made


def residents(specs) -> dict[str, dict]:
    """The residents files the maker would write for each spec (name, residents, kind, seed,
    language), without the maps, sprites and checks that writing a town takes: name -> file."""
    return {
        name: town.residents_of(name, n, seed, kind, lang) for name, n, kind, seed, lang in specs
    }
