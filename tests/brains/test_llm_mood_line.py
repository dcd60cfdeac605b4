"""The LLM brain's prompts carry the speaker's mood in one short line (and what it sees of a
close listener's bad mood); with no mood passed, a prompt is what it was."""

from dataclasses import replace

from game.brains.llm import samples, templates
from game.mind.brain import Feeling


def _text(messages) -> str:
    return "\n".join(c for _, c in messages)


def test_the_conversation_prompt_says_how_the_speaker_and_a_close_listener_feel():
    req = samples.sample_requests()["next_utterance"]
    plain = _text(templates.next_utterance(req))
    first = req.speaker.first_name()
    moody = replace(
        req,
        mood=Feeling("tense", "workplace_closed", shows=True),
        listeners=(replace(req.listeners[0], mood=Feeling("upset", "quarrel", shows=True)),),
    )
    text = _text(templates.next_utterance(moody))
    assert f"{first} feels tense; lately, their workplace was shut today." in text
    assert (
        f"{first} can see that {req.listeners[0].name} looks upset; lately, they had a quarrel."
        in text
    )
    assert "feels" not in plain and "looks upset" not in plain
    assert len(text.splitlines()) == len(plain.splitlines()) + 2  # two short lines, no more


def test_the_interview_prompt_says_how_the_resident_feels_and_why():
    req = samples.sample_requests()["answer_question"]
    first = req.persona.first_name()
    heard = replace(req, mood=Feeling("low", "workplace_closed", shows=True, heard=True))
    text = _text(templates.answer_question(heard))
    assert f"{first} feels low; lately, someone close to them had their workplace shut" in text
    calm = _text(templates.answer_question(replace(req, mood=Feeling("calm"))))
    assert f"{first} feels calm." in calm
    assert "feels" not in _text(templates.answer_question(req))


def test_a_trouble_heard_of_names_whom_it_befell_when_the_resident_knows_them():
    req = samples.sample_requests()["next_utterance"]
    first = req.speaker.first_name()
    mood = Feeling("tense", "quarrel", shows=True, heard=True, who=("tom_reed",))
    known = replace(req, mood=mood, known=(*(req.known or ()), ("tom_reed", "Tom Reed")))
    text = _text(templates.next_utterance(known))
    assert f"{first} feels tense; lately, Tom Reed, someone close to them, had a quarrel." in text
    unknown = _text(templates.next_utterance(replace(req, mood=mood)))
    assert "lately, someone close to them had a quarrel." in unknown


def test_the_conversation_prompt_says_the_needs_the_speaker_feels_and_when_to_say_so():
    req = samples.sample_requests()["next_utterance"]
    first = req.speaker.first_name()
    plain = _text(templates.next_utterance(req))
    text = _text(templates.next_utterance(replace(req, mood=Feeling(low=("social",)))))
    assert f"{first} has been on their own for hours" in text and "once" in text
    assert "on their own for hours" not in plain
    both = _text(templates.next_utterance(replace(req, mood=Feeling(low=("social", "energy")))))
    assert "hardly spoken to anyone and is very tired" in both
