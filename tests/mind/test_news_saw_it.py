"""How a gathering one went to went ("I went to Cat's party; Bob was there") is not told to
anyone one saw there, nor to one who lives with any of them: they came home with it (a blind
count: a mother told her party to a friend whose husband she had stood beside there, "Word
gets around.")."""

from game.lang.en import English
from game.mind import language, news
from tests.mind.test_news_guests import TODAY
from tests.mind.test_reflect import make_resident

WENT = "Ann Lee went to Cat Reed's party at the Inn on Friday, February 13, 17:00-19:00."


def _back_from_the_party(saw: tuple[str, ...]):
    r = make_resident()  # Ann
    r.relations.know("bob", "Bob Marsh").bond = "A friend"
    r.relations.know("eve", "Eve Marsh").bond = "A friend"
    r.relations.know("dan", "Dan Hill").bond = "A friend"
    r.relations.households = {"bob": ("bob", "eve"), "eve": ("bob", "eve"), "dan": ("dan",)}
    meta = {"event": True, "did": "2026-02-13@1020", "date": "2026-02-13"}
    if saw:
        meta["saw"] = list(saw)
    r.memory.add(
        WENT, kind="observation", now=19 * 3600.0, importance_10=7,
        keywords=["ann lee"], meta=meta,
    )  # fmt: skip
    return r


def _offered(r, who: str) -> bool:
    names = {"bob": "Bob Marsh", "eve": "Eve Marsh", "dan": "Dan Hill"}
    got = news.pick_news(r, [who], 20 * 3600.0, k=2, listener_names=(names[who],), today=TODAY)
    return any(m.content == WENT for m in got)


def test_the_party_is_not_told_to_one_whose_husband_was_there():
    before = language.reading()
    language.use(English())
    try:
        r = _back_from_the_party(("bob",))
        assert not _offered(r, "bob")  # (he was there)
        assert not _offered(r, "eve")  # (she lives with him: he told her)
        assert _offered(r, "dan")  # (nobody of his was there)
        r = _back_from_the_party(())
        assert _offered(r, "eve")  # (nobody seen there: she may not have heard)
    finally:
        language.use(before)
