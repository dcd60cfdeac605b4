"""Who speaks up unasked in a group talk (``game.mind.speaking_up``): a host with its own
coming gathering that a listener has not heard of; not once every listener has it, not one
with only others' news."""

from game.lang.en import English
from game.mind import language, speaking_up
from tests.mind.test_news_guests import TODAY, _host
from tests.mind.test_reflect import make_resident

NOW = 600.0  # (the day before the supper: TODAY)


class _Day:
    date = TODAY.isoformat()


def test_a_host_speaks_up_to_those_who_have_not_heard():
    before = language.reading()
    language.use(English())
    try:
        r = _host(25)
        r.schedule = _Day()
        group = [("p1", "P One"), ("p2", "P Two")]
        assert speaking_up.has_own_gathering_to_tell(r, group, NOW)
        for who, name in group:  # both told already: nothing to break in with
            r.relations.know(who, name).told.append(0)
        assert not speaking_up.has_own_gathering_to_tell(r, group, NOW)
        plain = make_resident()  # no gathering of its own
        plain.schedule = _Day()
        assert not speaking_up.has_own_gathering_to_tell(plain, group, NOW)
    finally:
        language.use(before)


def test_what_one_has_to_say_after_a_line_told_of_someone():
    """``something_to_say``: a line telling something of oneself, or of someone one knows, is
    a reason to take the floor; of a stranger, none (one with no news of one's own); the
    teller's own news is not a reason (it is its listeners' to answer)."""
    from game.mind.facts import Fact
    from game.mind.types import Line

    before = language.reading()
    language.use(English())
    try:
        r = make_resident()
        r.schedule = _Day()
        r.relations.know("dan", "Dan Lowe").times_talked = 1
        group = [("bob", "Bob Marsh"), ("cat", "Cat Lowe")]

        def said(about):
            fact = Fact(key=f"k:{about}", about=(about,), topic="project", mine="", told="")
            line = Line(speaker="bob", name="Bob Marsh", text="...", to="cat", fact=fact)
            return speaking_up.something_to_say(r, group, (line,), NOW)

        assert said("dan") == speaking_up.ABOUT_KNOWN
        assert said(r.id) == speaking_up.ABOUT_ME
        assert said("zed") == ""
        assert said("bob") == ""
    finally:
        language.use(before)
