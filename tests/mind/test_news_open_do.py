"""Word of a do all are welcome at (``Gathering.open``) is told at home as well as to the one
person outside it that anyone's news goes to ("Shall we go?"); a supper one was asked to is
passed on once, at home or not."""

from dataclasses import replace

from game.lang.en import English
from game.mind import language, news
from tests.mind.test_news_guests import PARTY, TODAY
from tests.mind.test_reflect import make_resident


def _hearer(open_: bool):
    fact = replace(
        PARTY, key="seed:cat:0", about=("cat",), told="Cat Reed is holding a supper {when}.",
        event=replace(PARTY.event, open=open_, host="cat", host_name="Cat Reed"),
    )  # fmt: skip
    r = make_resident()  # (Ann, who heard it from Cat)
    r.memory.add(
        fact.text(r.id), kind="observation", now=0.0, importance_10=8,
        meta={"learned": True, "source": "cat", "hand": 1, "fact": fact.to_meta()},
    )  # fmt: skip
    r.relations.tie("wife", "Wife Lee", "home", ("Lee House",))
    r.relations.know("bob", "Bob Marsh")
    return r


def _told(r, who: str) -> bool:
    got = news.pick_news(r, [who], 60.0, k=2, listener_names=(who,), today=TODAY)
    if got:
        r.relations.know(who, who).told.append(got[0].id)
    return bool(got)


def test_an_open_do_goes_home_as_well_as_to_one_outside():
    before = language.reading()
    language.use(English())
    try:
        r = _hearer(True)
        assert _told(r, "bob") and _told(r, "wife")
        r = _hearer(False)
        assert _told(r, "bob") and not _told(r, "wife")
    finally:
        language.use(before)
