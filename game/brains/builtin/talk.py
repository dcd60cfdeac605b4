"""Conversation lines built from the situation, in each speaker's voice.

A line is two or three parts: on one's first line a greeting that fits who the other is to
the speaker (family, friend, stranger, a quarrel, a crush, a customer at one's counter); then an
answer or a reaction to what was just said (the other's question, news, mood); then one thing
the speaker brings up: its own news or someone else's (``talk_news``: told in its voice,
secrets only to confidants), a storyline move (raising the quarrel, asking someone out), what it
means to ask this person, a question about what it saw them doing or their interests, or what it
is busy with. When nothing is left, or the talk has run long, it says goodbye in a way that fits
(back to work, off to the next thing, see you at dinner, see you on Saturday).

``Talker.next_utterance`` reads the situation and puts the line together: greeting, answer,
then the matter chosen by ``talk_move`` and the ending decided by ``talk_ending`` (both apart
because each is one decision made on what the line has said so far).

Variety: every choice goes through ``Phrasebook``, which prefers what this speaker has not yet
said today (the mind sends its earlier lines) and otherwise hashes the moment; no shared random
generator, no memory in the brain. Cost: tens of microseconds per line.
"""

from __future__ import annotations

from game.brains.builtin import (
    news_lines,
    reaction,
    situation,
    talk_acts,
    talk_answered,
    talk_appointment,
    talk_child,
    talk_company,
    talk_dates,
    talk_discuss,
    talk_ending,
    talk_event,
    talk_feeling,
    talk_fine,
    talk_fit,
    talk_follow,
    talk_group,
    talk_kin,
    talk_leave,
    talk_moment,
    talk_move,
    talk_news,
    talk_recital,
    talk_record,
    talk_reply,
    talk_request,
    talk_shape,
)
from game.brains.builtin.phrases import ASKS, voice_place
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.situation import mask
from game.brains.builtin.tables import active
from game.brains.builtin.talk_slots import slots as slot_values
from game.brains.builtin.talk_summary import conversation_topics, summarize
from game.mind.brain import (
    ConversationSummary,
    ConversationSummaryRequest,
    Reaction,
    ReactionRequest,
    Utterance,
    UtteranceRequest,
)

# part of the news protocol (a town's file cannot change them), so fixed at import
NEWS_LEADS: tuple[str, ...] = active().news_leads + active().own_news_leads
extract_news = news_lines.extract_news

JOIN = 0.3  # of greetings to two already talking: one says one is joining them

__all__ = ["NEWS_LEADS", "Talker", "conversation_topics", "extract_news"]


class Talker:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide_reaction(self, req: ReactionRequest) -> Reaction:
        return reaction.decide(self.seed, req)

    def summarize_conversation(self, req: ConversationSummaryRequest) -> ConversationSummary:
        return summarize(req)

    def next_utterance(self, req: UtteranceRequest) -> Utterance:
        sc = situation.read(req, self.seed)
        seed = self.seed
        total = len(sc.transcript)
        n_mine = len(sc.mine)
        lid = sc.listener.id if sc.listener else ""
        # what anyone said in this talk counts as said: nobody echoes the other's very words
        # (a child speaks as a child: ``talk_child``)
        book = talk_child.book_for(
            sc.sp.age,
            sc.said + [mask(x.text) for x in sc.transcript],
            seed,
            "say",
            sc.sp.id,
            lid,
            sc.now,
            total,
            lately=sc.lately,
            voice=voice_place(sc.sp.name, sc.known, sc.today.toordinal() if sc.today else 0),
        )
        said_all = " ".join(x.text for x in sc.transcript)
        # in a quarrel there is one thing to talk about
        quarrel = sc.kind == "quarrel"
        last = sc.last_other
        # news just told me, as a record: asked about before anything of mine is brought up
        told_me = (
            last.fact
            if last is not None
            and last.fact is not None
            and not talk_follow.asked(last.text)
            and not talk_discuss.asked_about(last.text)  # asked, not told: answered as asked
            and not talk_request.asked(last.fact, last.text, of=sc.sp.id)  # asked: answered
            else None
        )
        follow = (
            talk_follow.question(sc, book, told_me, last.speaker, {"addr": sc.addr}, seed)
            if told_me is not None
            and len(sc.others) == 1  # (in a group, the answer might come from someone else)
            and n_mine < 3
            and not quarrel
            and sc.kind != "rival"  # (a rival's news is not asked after)
            and not any(talk_follow.asked(x.text) for x in sc.mine)  # (one follow-up a talk)
            and not req.heard_before
            # (not "Is it a big do, then?" from one who has just said it will not go)
            and req.going not in ("no", "work", "asleep", "engaged")
            else ""
        )
        # at a meeting under way the talk is about its matter: no other news, no old stories
        session = talk_event.in_session(sc)
        item = (
            talk_appointment.on_topic(sc, req.matter_news)  # what we met for, first
            or talk_news.choose(sc, tuple(req.news or ()), said_all, seed)
            if n_mine < 3 and not quarrel and not follow and not session
            else None
        )
        # (what I said of myself to anyone in the last days is not said again today)
        project = talk_recital.fresh(
            sc,
            lambda avoid: talk_acts.project_line(sc, book.fork(seed, "proj", sc.sp.id, lid), avoid),
            item.text if item else "",
        )
        slots = slot_values(sc, project)
        # a story both have, to talk over when there is nothing new to tell
        story = (
            talk_discuss.shared_story(sc, seed, first=n_mine == 0)
            if item is None
            and not follow
            and not session
            and n_mine < 3
            and not any(talk_discuss.asked_about(x.text) for x in sc.transcript)  # one a talk
            else None
        )

        if last is not None and talk_leave.is_goodbye(last.text) and n_mine > 0:
            return Utterance(text=book.pick("bye_reply", **slots), end=True)
        if last is not None and n_mine == 0 and talk_moment.said_passing(last.text):
            hello = talk_acts.greet(sc, book, slots, replying=True)  # they cannot stop
            line = f"{hello} {book.pick('passing_reply', **slots)}"
            return Utterance(text=talk_fit.tidy(line), end=True)
        if talk_moment.passing(
            sc, req, seed, item is None and not follow
        ):  # a nod on the way: no talk
            hello = talk_acts.greet(sc, book, slots, replying=False)
            line = f"{hello} {book.pick('passing_bye', **slots)}"
            return Utterance(text=talk_fit.tidy(line), end=True)

        # something to tell or ask: met again today, one starts on it (``talk_shape``)
        matter = item is not None or story is not None or talk_request.due(sc) is not None
        parts: list[str] = []
        joined = ""  # (the hello to a group one comes up to)
        if n_mine == 0 and talk_moment.joining(
            sc
        ):  # (the greeting is to all, the answer to the last)
            hello = "greet_group" if len(sc.others) == 2 else "greet_all"
            asked_in = last is not None and last.to == sc.sp.id  # (turned to: one is in it)
            if (
                hello == "greet_group"
                and not asked_in
                and stable_rand(seed, "join", sc.sp.id, sc.now) < JOIN
            ):
                hello = "greet_group_join"  # "I'll join you, if I may."
            joined = book.pick(hello, **slots)
            parts.append(joined)
        elif n_mine == 0 and not talk_shape.skips_greeting(sc, matter):
            hello = talk_acts.greet(sc, book, slots, replying=total > 0)
            if req.intent == "settle" and sc.kind == "quarrel" and total == 0:
                hello = book.pick("greet_quarrel_settle", **slots) or hello  # (not "It's you.")
            parts.append(hello)
        if last is not None and (company := talk_company.given(sc, book, slots, last.text, n_mine)):
            parts.append(company)  # asked for company: it is given (told a need: warmly met)
            group = len(sc.others) > 1
            return Utterance(
                text=talk_fit.finish(" ".join(parts), sc.known, sc.today, sc.addr),
                to=last.speaker if group else "",
                asks=group,
            )
        if n_mine == 0 and (meeting := talk_request.meeting(sc, book, slots)):
            parts.append(meeting)  # met as the two arranged: "Thanks for coming."
        # what the two arranged to meet for ("So — the interview."), after how one is
        purpose = talk_appointment.opening(sc, book, slots) if n_mine <= 1 else ""
        item = None if purpose else item  # (that is this line's matter)
        if last is None or not talk_acts.asks_how_i_am(last.text):  # (else said after it)
            parts, purpose = [*parts, purpose], ""
        if (
            last is not None
            and (not last.to or last.to == sc.sp.id)
            and talk_kin.asked_me(sc, last.text)
        ):
            # asked after someone I live with: their news, if I have some, is the answer
            return talk_kin.reply(sc, book, slots, parts, req, last.text)
        reply = talk_reply.Reply(slots=slots)
        telling = item is not None and item in req.matter_news
        if (
            taken := talk_appointment.taken_up(sc, book, slots, last, telling)
        ) and last is not None:
            # asked how I am as well as to start ("Keeping well, I hope? Shall we make a
            # start?"): a short word on that first; then on to what I hold, if I have something,
            # else no "what's next for you?"
            how = book.pick("ans_fine", **slots) if talk_acts.asks_how_i_am(last.text) else ""
            parts_taken = [p for p in (how, taken) if p]
            reply = talk_reply.Reply(slots=slots, parts=parts_taken, reacted=item is None)
        elif last is not None and (begun := talk_appointment.begin(sc, book, slots, last)):
            reply = talk_reply.Reply(slots=slots, parts=[begun], reacted=True)  # (and on)
        elif last is not None and (begins := talk_appointment.underway(sc, book, slots, last)):
            reply = talk_reply.Reply(slots=slots, parts=[begins], reacted=True)  # (it begins)
        elif last is not None and (eased := talk_feeling.eased(sc, book, slots, last.text)):
            reply = talk_reply.Reply(slots=slots, parts=[eased])  # the relief shows, then news
        elif last is not None:
            # news to tell on this line: the answer does not bring up my own things as well
            # (one thing of mine per line; two made lines too long to say)
            quiet = {k: v for k, v in slots.items() if k != "project"} if item else slots
            reply = talk_reply.answer(sc, book, req, last, quiet, seed)
        parts += [*reply.parts, purpose]  # ("Wound up tight." before "Shall we make a start?")
        if n_mine == 0 and (felt := talk_feeling.say(sc, book, slots, parts, seed)):
            said = " ".join(p for p in (*parts, felt) if p)
            line = talk_fit.finish(said, sc.known, sc.today, sc.addr)
            to = (last.speaker if last else sc.listener.id) if len(sc.others) > 1 else ""
            return Utterance(text=line, to=to, asks=bool(to))  # told first: answered, news waits
        slots, reacted, event_day = reply.slots, reply.reacted, reply.event_day
        # come up to a group with a do of one's own to tell: said now ("Sorry to butt in —")
        butt_in = talk_group.breaking_in(sc, book, slots, item, reacted)
        spoke_up = (  # (given the floor; not as the talk breaks up: "don't mind me", then)
            talk_group.speaking_up(sc, reply.parts, reacted)
            and req.max_turns_left > 1
            and not (last is not None and talk_leave.is_goodbye(last.text))
        )
        for took in (reacted and not butt_in and not spoke_up, True):
            chosen = talk_move.choose(
                sc, book, req, slots, parts, last=last, item=item, follow=follow, reacted=took,
                quarrel=quarrel, n_mine=n_mine, butt_in=butt_in, story=story, seed=seed,
            )  # fmt: skip
            reacted = took
            if chosen.text or not spoke_up or took:
                break  # (spoken up with nothing to bring: a hello, and one stays)
        move, item, after = chosen.text, chosen.item, chosen.after
        asking, asked_out = chosen.asking, chosen.asked_out
        if butt_in and move.startswith(butt_in):
            parts = [p for p in parts if p != joined]  # (broken in: no "Hello, all." first)
        else:
            butt_in = ""
        drawn, drawn_to = talk_group.draw_in(sc, book, move, seed)  # (to one left out)
        move = drawn or move
        if not move and (more := talk_appointment.ask_more(sc, book, slots)):
            move = more  # come for it: "What else can you tell me?"
        if move and last is not None and not any(parts) and (not last.to or last.to == sc.sp.id):
            # the answer to my question is taken before I ask the next thing ("On and off."
            # "Oh dear. Any plans for later?"), not passed over
            parts.append(talk_answered.taken(sc, book, slots, last.text))
        end, quiet, quiet_id = talk_ending.ends(
            sc, book, req, parts, last=last, move=move, item=item, asking=asking,
            asked_out=asked_out, reacted=reacted, total=total, n_mine=n_mine, seed=seed,
        )  # fmt: skip
        parts = talk_ending.closing_parts(
            sc, book, slots, parts, end=end, move=move, item=item, quiet=quiet, n_mine=n_mine,
            total=total, event_day=event_day, last=last,
        )  # fmt: skip
        parts = talk_fine.fitted(sc, book, slots, parts)  # (no "Never better." before a worry)
        text = " ".join(p for p in parts if p).strip()
        text = text or talk_answered.nothing_to_add(sc, book, slots)  # (nothing else to say)
        told = (item.id,) if item is not None and move and move in text else ()
        asking = asking or talk_dates.asking(sc, book, move)  # (asked out: a request too)
        voiced, also = talk_record.carried(sc, text, move, follow, told_me, after, story, asking)
        to = ""
        if len(sc.others) > 1:  # in a group: a greeting to the one greeted, then to the last
            greeted = sc.listener.id if sc.listener is not None else ""
            to = greeted if n_mine == 0 or last is None else last.speaker
            to = quiet_id or drawn_to or to
            to = asking.about[1] if asking is not None else to  # (a request: to the one asked)
            to = talk_group.first_new(sc, item) or to if butt_in else to  # (they answer)
        asks = bool(to) and not end and (text.rstrip().endswith(ASKS) or bool(butt_in))
        # (people one knows are named by first name: "Tom asked Ann out")
        return Utterance(
            text=talk_fit.finish(text, sc.known, sc.today, sc.addr),
            end=end,
            told=told,
            fact=voiced,
            also=also,
            to=to,
            asks=asks,
        )
