"""A persona's traits are read in any language the town is written in: a Chinese list ("急躁、
健谈") and English spellings the tables know by another ("easy-going") mean what the tables'
words mean, so a Chinese resident's temper, complaints and defence follow its traits as an English
one's do."""

from __future__ import annotations

from types import SimpleNamespace

from game.mind.inner import norms
from game.mind.inner.complaints import defends
from game.mind.inner.norm_files import shipped
from game.mind.inner.tables import tables
from game.mind.inner.temper import temper_of, trait_text, trait_words


def test_an_english_list_is_read_by_its_last_words_and_known_spellings():
    assert trait_words("patient, precise, a little stubborn") == ["patient", "precise", "stubborn"]
    assert trait_words("easy-going, careful with money") == ["easygoing", "frugal"]


def test_a_chinese_list_is_split_on_its_own_marks_and_read_as_the_tables_words():
    assert trait_words("有抱负、急躁，随和；寡言") == [
        "ambitious",
        "impatient",
        "easygoing",
        "reserved",
    ]
    assert "impatient" in trait_text("急躁、健谈")


def test_a_chinese_breaker_with_a_temper_defends_itself_and_a_mild_one_does_not():
    t = shipped("zh")
    assert defends("急躁、健谈、念旧", t) == defends("impatient, talkative, sentimental", t) is True
    assert not defends("善良、谦虚、念旧", t)


def test_a_chinese_witness_who_is_shy_keeps_away_as_an_english_one_does():
    t = shipped("zh")
    assert norms.keeps_away("胆小、善良", t) and norms.keeps_away("timid, kind", t)
    assert not norms.keeps_away("胆大、健谈", t)


def _persona(innate: str):
    return SimpleNamespace(id="ann", innate=innate, wake=7 * 60, sleep=23 * 60, facts=())


def test_a_chinese_temper_rests_where_the_same_english_one_does():
    t = tables()
    zh = temper_of(_persona("开朗、健谈、急躁"), t)
    en = temper_of(_persona("cheerful, talkative, impatient"), t)
    plain = temper_of(_persona("念旧"), t)
    assert zh.baseline == en.baseline != plain.baseline
    assert zh.decay == en.decay != plain.decay
