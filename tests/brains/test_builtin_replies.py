"""Each reply answers what was said before it (issue 19): news gets a reaction before any
goodbye, a trouble is asked after by its topic, a request is retold from its record."""

from game.brains.builtin import talk_leave


def test_a_goodbye_is_a_sentence_of_its_own_not_a_word_inside_one():
    # "Night, love." takes one's leave; "Better than last night." does not
    assert talk_leave.is_goodbye("Night, Ann.")
    assert talk_leave.is_goodbye("Okay. Night.")
    assert talk_leave.is_goodbye("Right — I'll leave you to it.")
    assert not talk_leave.is_goodbye("Better than last night. I reckon Tom is sweet on Ann.")


# ---------------------------------------------------------------- news of someone else
from dataclasses import replace  # noqa: E402

from game.brains.builtin import BuiltinBrain  # noqa: E402
from game.brains.builtin.phrases_said import said_from  # noqa: E402
from game.mind.brain import Line, Listener, UtteranceRequest  # noqa: E402
from game.mind.facts import Fact  # noqa: E402
from game.mind.types import Place  # noqa: E402
from tests.mind.test_reflect import make_resident  # noqa: E402

SAW = Fact(
    key="seed:cal:1", about=("cal",), topic="other", mine="I saw a heron on the pond.",
    told="Cal Marsh saw a heron on the pond.",
)  # fmt: skip
KNOWN = (("bob", "Bob Marsh"), ("cal", "Cal Marsh"))


def _ann(**kw):
    return replace(make_resident().card(), **kw)


def _request(card, who, place="Bakery", transcript=(), **kw) -> UtteranceRequest:
    """``card`` speaking to ``who`` at ``place`` at 10:00, knowing Bob and Cal by name."""
    return UtteranceRequest(
        speaker=card, listeners=(who,), place=Place(sector=place), transcript=tuple(transcript),
        **{"now": 600, "known": KNOWN, **kw},
    )  # fmt: skip


def _scene(card, who, place="Bakery", transcript=(), **kw):
    """The built-in brain's reading of ``_request``'s situation."""
    from game.brains.builtin import situation

    return situation.read(_request(card, who, place, transcript, **kw), 3)


def _say(card, transcript, place="Bakery", other=("bob", "Bob Marsh"), **kw):
    who = Listener(id=other[0], name=other[1], relationship="an old friend", knows=True)
    return BuiltinBrain(seed=3).next_utterance(_request(card, who, place, transcript, **kw))


def _told(text="Now there's a story: Cal saw a heron on the pond.", fact=SAW):
    return Line(speaker="bob", name="Bob Marsh", text=text, fact=fact)


def test_news_of_someone_else_is_taken_by_its_topic_and_names_them():
    # was: "Is that right?" to anything at all
    reply = _say(_ann(), [_told()])
    assert said_from("react_of_other", reply.text) and "Cal" in reply.text, reply.text


def test_news_of_ones_own_household_is_news_from_home():
    reply = _say(_ann(), [_told()], housemates=("cal",))
    assert said_from("react_of_home", reply.text), reply.text


def test_one_busy_at_work_takes_news_in_before_the_work_calls():
    # was: "Is that right? That's me, then — plenty still to do." in one breath
    card = _ann(work=Place(sector="Bakery"), work_hours=(0, 1439))
    hello = Line(speaker="bob", name="Bob Marsh", text="Hello, Ann. How's everything?")
    mine = Line(speaker=card.id, name=card.name, text="Hiya, Bob. Can't complain. How's Cal?")
    reply = _say(card, [hello, mine, _told()])
    assert not reply.end and said_from("react_of_other", reply.text), reply.text


def test_the_teller_has_a_word_back_on_news_it_told_of_someone_else():
    card = _ann()
    mine = Line(speaker=card.id, name=card.name, text="Cal saw a heron on the pond.", fact=SAW)
    took = Line(speaker="bob", name="Bob Marsh", text="Fancy that. Lucky Cal.")
    said = {_say(card, [mine, took], now=600 + m, housemates=("cal",)).text for m in range(20)}
    assert any(said_from("took_of_home", s) and "Cal" in s for s in said), said


# ---------------------------------------------------------------- a trouble told
from game.brains.builtin.talk_follow import OWN_TROUBLE, WHOM, asked_set  # noqa: E402
from game.mind.brain import Feeling  # noqa: E402

DOG = Fact(
    key="seed:bob:2", about=("bob",), topic="worry", mine="I'm worried about my old dog's heart.",
    told="Bob Marsh is worried about his old dog's heart.",
)  # fmt: skip
SHOP = Fact(
    key="seed:bob:3", about=("bob", "cal"), topic="worry", mine="I'm worried Cal's shop will close.",
    told="Bob Marsh is worried Cal Marsh's shop will close.",
)  # fmt: skip


def _asked_after(fact):
    told = Line(speaker="bob", name="Bob Marsh", text="It's this: " + fact.mine, fact=fact)
    return {asked_set(_say(_ann(), [told], now=600 + m).text) for m in range(60)} - {""}


def test_a_worry_told_is_asked_after_in_ways_that_fit_any_worry():
    # was: "Is it serious?" to a school closing and to a dog's heart alike, every time
    asked = _asked_after(DOG)
    assert len(asked) >= 3 and asked <= set(OWN_TROUBLE["worry"]), asked
    said = {_say(_ann(), [Line(speaker="bob", name="Bob Marsh", text=DOG.mine, fact=DOG)],
                 now=600 + m).text for m in range(60)}  # fmt: skip
    assert not any("Is it serious?" in s for s in said), said


def test_a_worry_about_someone_else_is_asked_after_them_too():
    assert WHOM in _asked_after(SHOP)


def test_to_someone_close_a_low_mood_may_say_the_worry_at_once():
    bob = replace(_ann(), id="bob", name="Bob Marsh", facts=(DOG,))
    asked = Line(speaker="ann", name="Ann Lee", text="Hello, Bob. How are you?")
    said = set()
    for i in range(12):
        who = Listener(id=f"ann{i}", name="Ann Lee", relationship="his sister", knows=True)
        req = UtteranceRequest(
            speaker=bob, listeners=(who,), place=Place(sector="Bakery"), transcript=(asked,),
            known=((f"ann{i}", "Ann Lee"),), now=600, mood=Feeling(word="low", shows=True),
        )  # fmt: skip
        said.add(BuiltinBrain(seed=3).next_utterance(req).text)
    assert any(DOG.mine in s for s in said), said  # (now and then: straight out)
    assert any(DOG.mine not in s for s in said), said  # (and now and then asked why first)


def test_a_worry_said_with_not_great_is_taken_up_not_asked_why():
    told = Line(speaker="bob", name="Bob Marsh", text="Not great, honestly. " + DOG.mine, fact=DOG)
    reply = _say(_ann(), [told])
    assert not said_from("ask_upset_after", reply.text), reply.text


# ---------------------------------------------------------------- a request retold
from game.mind.records import Gathering  # noqa: E402

TALK = Gathering(
    what="a talk to the class about the mill", place="Village School", date="2026-02-14",
    start=840, end=900, host="ann", host_name="Ann Lee", source="request",
)  # fmt: skip
YES = Fact(
    key="asked:seed:bob:5", about=("ann", "bob"), topic="project",
    mine="Bob came and asked me, “Would you talk to my class?” I said yes.",
    told="Bob Marsh asked Ann Lee, “Would you talk to my class?” and Ann said yes.",
    arranged=TALK,
)  # fmt: skip


def test_a_request_said_yes_to_is_retold_from_its_record_not_quoted():
    from game.brains.builtin import talk_outcome
    from game.brains.builtin.phrases import Phrasebook

    who = Listener(id="cal", name="Cal Marsh", relationship="an old friend", knows=True)
    sc = _scene(_ann(), who)
    sc.today = __import__("datetime").date(2026, 2, 13)
    said = talk_outcome.retold(sc, Phrasebook([], 1), YES)
    assert "Bob" in said and "a talk to the class about the mill" in said, said
    assert "tomorrow" in said and "Village School" in said and "“" not in said, said


def test_the_yes_is_answered_for_the_one_who_asked_not_them():
    from game.brains.builtin import talk_facts
    from game.brains.builtin.phrases import Phrasebook

    who = Listener(id="ann", name="Ann Lee", relationship="an old friend", knows=True)
    sc = _scene(_ann(id="cal", name="Cal Marsh"), who, known=(*KNOWN, ("ann", "Ann Lee")))
    said = {talk_facts.react(sc, Phrasebook([], k), YES, "ann") for k in range(40)}
    assert not any("to them" in s for s in said), said  # (was: "That'll mean a lot to them.")
    assert any(said_from("react_said_yes", s) and "Bob" in s for s in said), said


# ---------------------------------------------------------------- questions and their answers
def test_a_grown_up_asks_a_child_how_it_is_in_words_for_a_child():
    # was: "How's your health these days?" to a ten-year-old
    from game.brains.builtin.talk_acts import asked

    pip = Listener(id="bob", name="Bob Marsh", relationship="a pupil of mine", knows=True, age=9)
    said = set()
    for m in range(60):
        req = UtteranceRequest(
            speaker=_ann(age=40), listeners=(pip,), place=Place(sector="Park"), transcript=(),
            known=KNOWN, now=600 + m,
        )  # fmt: skip
        said.add(BuiltinBrain(seed=3).next_utterance(req).text)
    assert not any(said_from("ask_day", s) for s in said), said
    assert any(said_from("ask_day_young", s) and asked(s) == "day" for s in said), said


def test_asked_about_ones_interest_away_from_work_one_does_not_add_where_one_is_off_to():
    # was: "How's the paper these days?" / "Busy enough. Making for Village Green, as usual."
    from game.brains.builtin import talk_acts
    from game.brains.builtin.phrases import Phrasebook

    who = Listener(id="bob", name="Bob Marsh", relationship="an old friend", knows=True)
    sc = _scene(_ann(), who, "Park")
    slots = {"doing": "making for the green", "Doing": "Making for the green", "addr": "Bob"}
    for k in range(20):
        said = talk_acts.answer(sc, Phrasebook([], k), slots, "project", k, "How's the paper?")
        assert said and "green" not in said, said


def test_no_word_back_to_one_who_had_the_news_already():
    # was: "Someone told me, yes." / "Thought I'd pass it on."
    card = _ann()
    mine = Line(speaker=card.id, name=card.name, text="Cal saw a heron on the pond.", fact=SAW)
    knew = Line(
        speaker="bob",
        name="Bob Marsh",
        text="Someone told me, yes.",
        holders=((SAW.key, ("bob",)),),
    )
    for m in range(20):
        said = _say(card, [mine, knew], now=600 + m, housemates=("cal",)).text
        assert not said_from("took_of_home", said) and not said_from("took_of", said), said


def test_a_question_ending_in_really_is_still_a_question():
    # was: "How are you managing, really?" read as the reaction "Really?" and not answered
    from game.brains.builtin.talk_acts import asked

    assert asked("Oh, Ann — hello! I meant to look in on you. How are you managing, really?")
    assert asked("Oh! Really?") == ""  # (the reaction itself asks nothing back)


def test_a_worry_said_with_a_full_name_in_it_carries_its_record():
    # was (brinewick s7): "Wound up tight. I'm worried Ruan's letting his quarrel with Tobias
    # spoil his sleep." / "Oh dear. What's the matter?" / the same worry said again
    fact = replace(SHOP, mine="I'm worried Cal Marsh's shop will close.")
    bob = replace(_ann(), id="bob", name="Bob Marsh", facts=(fact,))
    asked = Line(speaker="ann", name="Ann Lee", text="Hello, Bob. How are you?")
    for i in range(12):
        who = Listener(id=f"ann{i}", name="Ann Lee", relationship="his sister", knows=True)
        req = UtteranceRequest(
            speaker=bob, listeners=(who,), place=Place(sector="Bakery"), transcript=(asked,),
            known=((f"ann{i}", "Ann Lee"), ("cal", "Cal Marsh")), now=600,
            mood=Feeling(word="low", shows=True),
        )  # fmt: skip
        said = BuiltinBrain(seed=3).next_utterance(req)
        if "shop will close" in said.text:
            assert said.fact is not None and said.fact.key == fact.key, said
            return
    raise AssertionError("never said at once")


def test_family_news_is_taken_as_good_for_the_one_it_is_for():
    # was: "Tamsin promised Pip she could help feed the cats." / "How lovely for Tamsin."
    promise = Fact(
        key="seed:dee:1", about=("dee", "cal"), topic="family",
        mine="I promised Cal he could help me.", told="Dee Marsh promised Cal Marsh he could help her.",
    )  # fmt: skip
    told = _told("Dee promised Cal he could help her.", promise)
    known = (*KNOWN, ("dee", "Dee Marsh"))
    said = _say(_ann(), [told], known=known).text
    assert said_from("react_of_family", said) and "Cal" in said and "Dee" not in said, said


LATCH = Fact(
    key="seed:bob:7", about=("bob", "cal"), topic="work", mine="I've noticed Cal mending one latch twice.",
    told="Bob Marsh has noticed Cal Marsh mending one latch twice.",
)  # fmt: skip


def test_ones_own_word_on_someone_else_is_taken_as_news_of_them():
    # was: "I've noticed Caleb mending the same latch twice this week." / "Who'd have thought."
    # / "Can't leave it half done." (as if of the teller's own work)
    said = _say(_ann(), [_told(LATCH.mine, LATCH)]).text
    assert said_from("react_of_work", said) and "Cal" in said, said
    from game.brains.builtin.talk_answered import news_taken

    assert news_taken(LATCH, "bob") == "took_of"


def test_one_who_came_looking_for_one_is_answered_even_at_work():
    # was: "Oh! Hello. Just the person — I've been wanting a proper chat." / "Caleb! Hi. Best
    # not keep the work waiting." (at work: a brush-off, nothing answered)
    card = _ann(work=Place(sector="Bakery"), work_hours=(0, 1439))
    sought = Line(
        speaker="bob", name="Bob Marsh", text="Oh! Hello. I've been meaning to catch you."
    )
    said = _say(card, [sought])
    assert said_from("intent_see_reply", said.text) and not said.end, said
    glad = Line(speaker="bob", name="Bob Marsh", text="Oh! Hello. I was hoping you'd be here.")
    said = _say(card, [glad])  # (a kind word: answered, by one who feels nothing, as one)
    assert said_from("fond_unaware_reply", said.text) and not said.end, said


def test_a_child_who_asked_how_one_is_is_not_asked_the_same_back():
    # was (brinewick s3): "Keeping well?" / "... Fine and dandy. ... Having a good day?"
    from game.brains.builtin.phrases import Phrasebook
    from game.brains.builtin.talk_ask import question

    kid = Listener(id="bob", name="Bob Marsh", relationship="a pupil of mine", knows=True, age=9)
    asked = Line(speaker="bob", name="Bob Marsh", text="Keeping well?")
    for m in range(30):
        sc = _scene(_ann(age=40), kid, "Park", (asked,), now=600 + m)
        said = question(sc, Phrasebook([], m), {"addr": "Bob"}, True, m)
        assert not said_from("ask_day_young", said), said


def test_a_worry_told_is_closed_in_more_than_one_way_by_neighbours():
    # was: "Thank you for asking, really." closing two worries word for word (larkholme s5):
    # neighbours in name order shared one place in the set
    from game.brains.builtin import talk_leave
    from game.brains.builtin.phrases import Phrasebook, voice_place

    said = set()
    for me, name in (("imogen", "Imogen Thwaite"), ("marigold", "Marigold Ashdown")):
        mine = replace(DOG, about=(me,))
        card = replace(_ann(), id=me, name=name, facts=(mine,))
        told = Line(speaker=me, name=name, text="It's this: " + DOG.mine, fact=mine)
        sc = _scene(card, Listener(id="bob", name="Bob Marsh", knows=True), "Park", (told,))
        book = Phrasebook([], me, "bob", 600, voice=voice_place(name, ("Bob Marsh",)))
        said.add(talk_leave.goodbye(sc, book, {"addr": "Bob"}, "", told.text))
    assert len(said) == 2, said


def test_news_with_no_record_is_taken_in_before_the_work_calls_too():
    # was (brinewick s7): "I wanted you to hear it from me: I attended the quiz ..." /
    # "Really? I had no idea. Best not keep the work waiting."
    from game.brains.builtin.talk import NEWS_LEADS

    card = _ann(work=Place(sector="Bakery"), work_hours=(0, 1439))
    hello = Line(speaker="bob", name="Bob Marsh", text="Hello, Ann. How's everything?")
    mine = Line(speaker=card.id, name=card.name, text="Hiya, Bob. Can't complain. You?")
    told = Line(
        speaker="bob", name="Bob Marsh",
        text=f"{NEWS_LEADS[0]} I went to the quiz at the Inn this morning; Cal was there.",
    )  # fmt: skip
    assert not _say(card, [hello, mine, told]).end


def test_a_worry_about_two_others_is_asked_after_the_first():
    # "I'm worried Ruan's letting his quarrel with Tobias spoil his sleep": after Ruan
    row = replace(SHOP, about=("bob", "cal", "dee"), mine="I'm worried Cal's row with Dee.")
    told = Line(speaker="bob", name="Bob Marsh", text=row.mine, fact=row)
    known = (*KNOWN, ("dee", "Dee Marsh"))
    said = [_say(_ann(), [told], now=600 + m, known=known).text for m in range(60)]
    whom = [s for s in said if asked_set(s) == WHOM]
    assert whom and all("Cal" in s and "Dee" not in s for s in whom), whom
