"""What a line asks (``talk_acts.asked``) is kept per text for the tables in use (each who
hears a line and each move that answers it asks again): under other tables, the same words are
read with those tables' phrase sets, not given the kept reading."""

from game.brains.builtin import talk_acts
from game.brains.builtin.tables import load_tables, use_tables


def test_the_same_words_are_read_again_under_other_tables():
    en, zh = load_tables(language="en"), load_tables(language="zh")
    try:
        use_tables(en)
        assert talk_acts.asked("昨晚睡得好吗？") == "other"  # (no English set has it)
        assert talk_acts.asked("Did you sleep well?") == "slept"
        use_tables(zh)
        assert talk_acts.asked("昨晚睡得好吗？") == "slept"  # not the English reading kept
        use_tables(en)
        assert talk_acts.asked("昨晚睡得好吗？") == "other"
    finally:
        use_tables(None)
