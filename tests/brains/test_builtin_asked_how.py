""" "Shall we start?" is not read as asking how one is: a line asks how one is only by a
question of those sets, with its own question mark ("Keeping well, I hope?"), not by a bare
greeting that is all name ("{addr}。" of ``greet_rival`` matched any "郭阿姨，你好。", and the
answer to "说好的一起张罗生日晚宴，现在方便吗？" began "挺知足的。当然…")."""

from __future__ import annotations

import pytest

from game.brains.builtin import talk_acts
from game.brains.builtin.tables import load_tables, use_tables


@pytest.fixture
def chinese():
    use_tables(load_tables(language="zh"))
    yield
    use_tables(None)


def test_shall_we_start_is_not_read_as_asking_how_one_is(chinese):
    asked = "哎呀，郭阿姨，你好。来啦，正好准时。说好的一起张罗生日晚宴，现在方便吗？"
    assert not talk_acts.asks_how_i_am(asked)
    assert talk_acts.asks_how_i_am("郭阿姨，最近挺忙的吧？说好的一起张罗生日晚宴，现在方便吗？")


def test_in_english_too():
    assert not talk_acts.asks_how_i_am("Hello, Ann. Shall we make a start?")
    assert talk_acts.asks_how_i_am("Keeping well, I hope? Shall we make a start?")
    assert talk_acts.asks_how_i_am("Ann. Keeping busy? Shall we make a start?")
