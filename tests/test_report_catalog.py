"""The reports in the chosen language (``game.report.i18n``): the catalog template is what the
code says, every message has its Chinese with the same placeholders, English is written exactly
as before, Chinese reads as Chinese, and a plot without a CJK font is one line and English."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir, extract_from_file
from babel.messages.pofile import read_po

from game.app_setup import build_simulation
from game.report import i18n, plot_font, plots
from game.report.summary import format_summary
from game.report.timeline import TimelineRecorder, markdown
from game.sim import summary as sim_summary
from game.sim.simulation import SimConfig

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [ROOT / "game" / "report", ROOT / "game" / "app_interview.py"]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.use_language("en")


def _ids(messages) -> set:
    return {m.id if isinstance(m.id, str) else tuple(m.id) for m in messages if m.id}


def _placeholders(text: str) -> list:
    return sorted((f, s or "") for _, f, s, _ in string.Formatter().parse(text) if f is not None)


def test_the_template_is_what_the_code_says():
    keywords = dict(DEFAULT_KEYWORDS, N_=None)
    found = set()
    for src in SOURCES:
        if src.is_dir():
            msgs = [m for _, _, m, _, _ in extract_from_dir(str(src), keywords=keywords)]
        else:
            msgs = [m for _, m, _, _ in extract_from_file("python", str(src), keywords=keywords)]
        found |= {m if isinstance(m, str) else tuple(m) for m in msgs}
    found.discard("")
    with (i18n.LOCALE_DIR / "report.pot").open("rb") as f:
        shipped = _ids(read_po(f))
    assert found - shipped == set(), "not in report.pot: re-extract (babel.cfg)"
    assert shipped - found == set(), "in report.pot but no longer in the code"
    assert len(found) > 50


def test_every_message_is_translated_with_the_same_placeholders():
    with (i18n.LOCALE_DIR / "report.pot").open("rb") as f:
        template = _ids(read_po(f))
    with i18n.catalog_path("zh").open("rb") as f:
        cat = read_po(f, locale="zh")
    assert _ids(cat) == template, "zh: run pybabel update (babel.cfg)"
    problems = [
        m.id
        for m in cat
        if m.id
        and (
            not m.string.strip()
            or "fuzzy" in m.flags
            or _placeholders(m.string) != _placeholders(m.id)
        )
    ]
    assert problems == []


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="not one of"):
        i18n.use_language("xx")


@pytest.fixture(scope="module")
def ran():
    sim = build_simulation("smallville", residents=4, config=SimConfig(seed=3, lockstep=False))
    recorder = TimelineRecorder(sim)
    steps = sim.clock.steps_for(2)
    for _ in range(steps):
        sim.run_steps(1)
        recorder.after_step(sim)
    return sim, steps, recorder


def test_english_summary_is_the_simulations_own(ran):
    sim, steps, _ = ran
    i18n.use_language("en")
    assert format_summary(sim, 1.5, steps) == sim_summary.format_summary(sim, 1.5, steps)


def test_the_summary_and_timeline_in_chinese(ran):
    sim, steps, recorder = ran
    english = format_summary(sim, 1.5, steps)
    i18n.use_language("zh")
    text = format_summary(sim, 1.5, steps)
    assert "位居民" in text and "失败的任务" in text and "居民" in text.splitlines()[2]
    assert text != english
    assert len(text.splitlines()) == len(english.splitlines())
    doc = markdown(recorder.collect())
    assert doc.startswith("# 时间线：") and "## 居民" in doc and " · " in doc


def test_columns_line_up_by_terminal_width():
    assert i18n.width("王秀英") == 6 and i18n.pad("王秀英", 8) == "王秀英  "
    assert i18n.pad("Ann", 5) == "Ann".ljust(5)


def _doc(town: str, names: dict) -> dict:
    t0, t1 = "2026-06-12T07:00:00", "2026-06-12T09:00:00"
    series = [[t0, 0], [t1, 2]]
    measure = {"kind": "fact", "label": "knows", "value": 2, "of": 3, "at_start": 0}
    measure |= {"series": series, "who": {}}
    run = {"label": "full", "seed": 1, "brain": "built-in", "start": t0, "end": t1}
    run |= {"measures": {"news": measure}}
    return {"scenario": "s", "town": town, "residents": list(names), "names": names, "runs": [run]}


def test_a_plot_with_no_cjk_font_is_one_line_and_english(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plot_font, "cjk_family", lambda: None)
    i18n.use_language("zh")
    out = plots.plot(_doc("Dale", {"a": "Ann Lee", "b": "Bo Li"}), tmp_path / "p.png")
    assert out.stat().st_size > 10_000
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "fonts-noto-cjk" in err
    assert i18n.current_language() == "zh"  # back to the run's language afterwards


def test_a_plot_with_chinese_names_finds_a_cjk_font(tmp_path, capsys):
    if plot_font.cjk_family() is None:
        pytest.skip("no CJK font on this machine: " + plot_font.MISSING)
    out = plots.plot(_doc("桃花村", {"a": "王秀英", "b": "李建国"}), tmp_path / "p.png")
    assert out.stat().st_size > 10_000
    assert capsys.readouterr().err == ""
