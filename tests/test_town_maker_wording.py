"""A made town's residents do not all read alike (issue 22): a blind reader found the same
sentences in persona after persona ("... gets up at 07:00 and is usually in bed by 23:00." in 54
of 60 files, one line for every retired resident's day and one for every pupil's). Each
sentence of a persona, with its names and times masked, is shared by at most a fifth of the
town; and the ways of telling a day still say what the brain reads from them (a bedtime)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.brains.test_builtin_support import card_from
from tests.made_towns import residents
from tools.town_maker import catalogue

FIELDS = ("learned", "currently", "lifestyle", "daily_requirement")


def frames(r: dict) -> set[str]:
    """The resident's sentences with names, numbers and times masked."""
    out = set()
    for key in FIELDS:
        for s in re.split(r"(?<=[.!?。])\s*", r.get(key, "")):
            s = re.sub(r"\b[A-Z][\w'’-]+", "X", s)
            s = re.sub(r"\d\d:\d\d", "T", s)
            if r.get("name"):
                s = s.replace(r["name"], "X")
            if s.strip():
                out.add(re.sub(r"(?:X\s*)+", "X ", s).strip())
    return out


@pytest.fixture(scope="module")
def towns() -> dict[str, dict]:
    return residents(
        (
            ("h60", 60, "harbour", 60, "en"),
            ("v60", 60, "village", 2, "en"),
            ("q300", 300, "quarter", 3, "en"),
            ("zh60", 60, "village", 4, "zh"),
        ),
    )


@pytest.mark.parametrize("name", ["h60", "v60", "q300", "zh60"])
def test_no_persona_sentence_is_shared_by_more_than_a_fifth_of_the_town(towns, name):
    people = towns[name]
    residents = people["residents"]
    shared = Counter(f for r in residents for f in frames(r))
    worst, count = shared.most_common(1)[0]
    assert count <= len(residents) // 5, (count, worst)


def test_every_way_of_telling_a_grown_ups_day_still_gives_a_bedtime():
    """The brain reads "is usually in bed by" as bedtime ("wind down at home")."""
    from game.brains.builtin.profile import profile_of

    days = catalogue.load("people")["days"]
    base = {
        "id": "ann_lee", "name": "Ann Lee", "age": 40, "occupation": "cook at The Anchor",
        "innate": "kind", "learned": "", "currently": "", "daily_requirement": "",
        "wake": "07:00", "sleep": "22:30",
        "home": {"sector": "1 Gull Row", "arena": "Bedroom"},
        "work": {"sector": "The Anchor", "arena": "Kitchen", "hours": "09:00-17:00",
                 "days": ["mon", "tue", "wed", "thu", "fri"]},
    }  # fmt: skip
    for line in days["lifestyle"] + days["lifestyle_teen"]:
        text = line.format(first="Ann", wake="07:00", sleep="22:30")
        roles = [c.role for c in profile_of(card_from({**base, "lifestyle": text})).clauses]
        assert roles == ["bedtime"], (text, roles)


@pytest.mark.parametrize("name", ["h60", "v60", "q300"])
def test_nobody_goes_to_bed_within_an_hour_of_a_shift_ending(towns, name):
    """A cook whose shift ended at eight was 'in bed by quarter to nine'."""
    for r in towns[name]["residents"]:
        work = r.get("work")
        if not work or r["age"] < 18:
            continue
        end = int(work["hours"][6:8]) * 60 + int(work["hours"][9:11])
        sleep = int(r["sleep"][:2]) * 60 + int(r["sleep"][3:])
        assert sleep >= min(end + 60, 23 * 60 + 59), (r["id"], work, r["sleep"])
