"""The simulation's own words (a body's state, what its mind did) shown in the reports' and the
window's language: Chinese in a Chinese report or window, exactly the code's in English."""

from __future__ import annotations

import pytest

from game.mind.gatherings import GOING
from game.report import i18n
from game.report.sim_words import action_text, event_text
from game.sim.talking import CHATTING, chatting_with
from game.ui import i18n as window_i18n
from game.ui.inspector_tabs import activity_line, state_text

TALK = CHATTING.format(names="杨小雨, 孙春梅")
GO = GOING.format(place="梨园小酒家", time="19:00")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.use_language("en")
    window_i18n.use_language("en")


def test_a_talk_names_its_people_again():
    assert chatting_with(TALK) == "杨小雨, 孙春梅"
    assert chatting_with("chat with the baker") is None and chatting_with(CHATTING[:14]) is None


def test_english_reports_and_window_show_the_code_words():
    for text in (TALK, "sleeping", "idle", "在青石小学上课"):
        assert action_text(text) == text and state_text(text) == text
    for text in (GO, "planned the day", "reflected", "fullness at its worst"):
        assert event_text(text) == text


def test_a_chinese_report_and_window_say_them_in_chinese():
    i18n.use_language("zh")
    assert action_text(TALK) == "正在和杨小雨, 孙春梅聊天"
    assert action_text("sleeping") == "睡觉" and action_text("在青石小学上课") == "在青石小学上课"
    assert event_text(GO) == "打算 19:00 去梨园小酒家"
    assert event_text("planned the day") == "订好了一天的计划"
    window_i18n.use_language("zh")
    assert state_text(TALK) == "正在和杨小雨, 孙春梅聊天"
    assert activity_line("idle", "", "") == "空闲"


def test_what_one_sees_is_remembered_in_the_towns_words():
    from game.lang import frames_for
    from game.mind import wording
    from game.sim.seen_words import IN_USE, WALKING_BY, WALKING_THROUGH, seen_doing, seen_object

    cases = [
        ("sleeping", "Ann Lee is sleeping", "李华在睡觉"),
        (CHATTING.format(names="Tom"), "Ann Lee is chatting with Tom", "李华正在和Tom聊天"),
        (WALKING_THROUGH.format(place="桃花广场"), "Ann Lee is walking through 桃花广场", "李华正走过桃花广场"),
        (WALKING_BY, "Ann Lee is walking by", "李华正从旁边走过"),
        ("正在看书", "Ann Lee is 正在看书", "李华正在看书"),
    ]  # fmt: skip
    in_use = IN_USE.format(name="Ann Lee")
    assert [seen_doing("Ann Lee", act) for act, _, _ in cases] == [en for _, en, _ in cases]
    assert seen_object("bed", "bedroom", in_use) == "the bed in the bedroom is in use by Ann Lee"
    assert seen_object("stove", "kitchen", "broken") == "the stove in the kitchen is broken"
    wording.use(frames_for("zh"))  # (conftest sets English's again after the test)
    assert [seen_doing("李华", act) for act, _, _ in cases] == [zh for _, _, zh in cases]
    assert seen_object("床", "卧室", IN_USE.format(name="李华")) == "李华正在使用卧室的床"
