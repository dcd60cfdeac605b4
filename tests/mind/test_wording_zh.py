"""The records a resident keeps are written in its town's language (``game.mind.wording``): a
Chinese town's frames come from game/lang/zh/frames.toml; English's are what they were."""

from __future__ import annotations

import re

from game.lang import frames_for
from game.lang.zh.frames import frames
from game.mind import wording
from game.mind.gatherings import decision_text
from game.mind.plan import DaySchedule
from game.mind.records import Gathering, absolute_when
from game.mind.types import PlanBlock

PARTY = Gathering(
    what="生日晚宴", place="梨园小酒家", date="2026-06-13", start=19 * 60, end=21 * 60,
    host="guohua", host_name="孙国华", source="talk",
)  # fmt: skip
LATIN = re.compile(r"[A-Za-z]{3,}")


class _Resident:
    id, name = "chunmei", "孙春梅"

    class persona:  # noqa: N801 - the one field decision_text reads
        first_name = "孙春梅"


def test_every_chinese_frame_is_one_of_the_minds_with_its_slots():
    for key, text in frames().items():
        assert key in wording.FRAMES, key
        slots = set(re.findall(r"\{(\w+)\}", text))
        known = set(re.findall(r"\{(\w+)\}", wording.FRAMES[key])) | {"month_no", "whose", "shown"}
        assert slots <= known | {"name", "first", "what", "place", "when", "at", "host", "why"}
    assert frames_for("en") == {} and frames_for("zh") == frames()


def test_english_records_are_what_they_were():
    assert absolute_when(PARTY) == "on Saturday 13 June, 19:00-21:00"
    sched = DaySchedule(date="2026-06-13", blocks=[PlanBlock(start=480, end=600, activity="read")])
    assert sched.as_memory_text("Ann Lee") == "Ann Lee's plan for 2026-06-13: 08:00 read"
    text = decision_text(_Resident, PARTY, True, "tie")
    assert text == "孙春梅 means to go to 孙国华's 生日晚宴 at 梨园小酒家 on Saturday 13 June, " \
        "19:00-21:00, for 孙国华's sake."  # fmt: skip


def test_a_chinese_town_keeps_its_records_in_chinese():
    wording.use(frames_for("zh"))  # (conftest sets English's again after the test)
    assert absolute_when(PARTY) == "6月13日19:00-21:00"
    sched = DaySchedule(date="2026-06-13", blocks=[PlanBlock(start=480, end=600, activity="看书")])
    assert sched.as_memory_text("孙春梅") == "孙春梅2026-06-13的计划：08:00 看书"
    for going, reason in ((True, "tie"), (False, "work"), (False, "no"), (True, "interest")):
        text = decision_text(_Resident, PARTY, going, reason)
        assert "孙国华的生日晚宴" in text and not LATIN.search(text), text


def test_a_need_at_its_worst_is_thought_in_the_towns_words():
    assert wording.frame("urge_fullness") == ""  # English: the thought of urges.toml
    assert (
        wording.said("thinks", name="Ann Lee", thought="I'm worn out")
        == "Ann Lee thinks: I'm worn out"
    )
    wording.use(frames_for("zh"))
    thought = wording.said("thinks", name="李华", thought=wording.frame("urge_fullness"))
    assert thought.startswith("李华心想：") and not LATIN.search(thought)
