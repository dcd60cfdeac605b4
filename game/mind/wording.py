"""The sentences the mind writes its own records in: a talk remembered, a day's plan
remembered, whom one knows and how, a stretch of one's day that is over.

They are frames with named slots, in English here (``FRAMES``); the town's language may give
its own (``use``: the app gives a Chinese town's, ``game.lang.frames_for``, from
``game/lang/zh/frames.toml``), so the records a Chinese resident keeps read Chinese. A frame
the language does not give is English's, and an English town's records are exactly what they
were (whatever reading is in use: the frames are the town's, not the reading's). The text is what
retrieval and the brains read; what the mind reasons from is the records' fields.
Cost: a dict lookup and a ``str.format`` per record.
"""

from __future__ import annotations

from collections.abc import Mapping

FRAMES = {
    "talk": "Conversation with {names} at {place}: {summary}",
    "talk_plain": "{name} talked with {names}",  # a talk the brain gave no summary of
    "names": ", ",  # between the names of a talk's people
    "plan": "{name}'s plan for {date}: {items}",
    "plan_item": "{time} {activity}",
    "plan_items": "; ",  # between a plan's items
    "knows": "{name} knows {other}: {text}",
    "did": "{name} {what} {when}",
    "did_when": "on {weekday}, {month} {day}, {start}-{end}",
    "did_at": " at {place}",  # after what one did, when it does not say where
    # what a record of one's day holds as done (``Doing.did``): the plan phrase in the past
    # tense ({past}), or as the town shows it ({shown}: a language whose verbs do not change)
    "done": "{past}",
    "stop": ".",
    "thinks": "{name} thinks: {thought}",  # a thought of one's own (a need, a whisper)
    # a need at its worst, as one thinks it: "" for the thought of game/mind/data/urges.toml
    "urge_fullness": "",
    "urge_energy": "",
    "urge_social": "",
    "urge_fun": "",
    # a need at its worst that re-planned the day, as the day's log shows it (replan.for_need):
    # {place} where one goes to see to it ("home" when at home)
    "replan_fullness": "hungry, so off to eat at {place}",
    "replan_energy": "worn out, so off to rest at {place}",
    "replan_social": "lonely, so off to find company at {place}",
    "replan_fun": "bored, so off to do something nicer at {place}",
    "replan_kept_fullness": "hungry, but the plan stands",
    "replan_kept_energy": "worn out, but the plan stands",
    "replan_kept_social": "lonely, but the plan stands",
    "replan_kept_fun": "bored, but the plan stands",
    "replan_home": "home",
    # a visit over early (game.mind.visits), as the day's log shows it: {other} whom it went
    # to find (full name), once the two have talked
    # an appointment's two have met and talked (appointment_met): the rest is one's own time
    "appoint_met": "met {other} as arranged, and gets on with the day",
    # ... and what they met for ({what}: the residents file's meet.what) is done together for
    # the rest of the time they set aside: the plan block ({other} the other's first name,
    # {place}) and the day's log line ({other} full name)
    "appoint_doing": "stay for {what} with {other} at {place}",
    "appoint_doing_room": "stay for {what} with {other} at {place}, in the {room}",  # theirs
    "appoint_met_doing": "met {other} as arranged, and stays for {what}",
    # woken in the night by a racket next door (game.sim.norms_watch): the day's log
    "woken_by": "woken by {name}'s racket",
    "knock_about": "go round and knock on {name}'s door about the noise",
    "quiet_down": "turn the sound right down, a bit sheepish",
    # a crush one's file records and no fact of its own tells (game.mind.feelings): a secret
    # one holds, in one's words and others'
    "crush_mine": "I've got a crush on {other}, and I haven't told a soul.",
    "crush_told": "{name} has a crush on {other}.",
    # one's workplace shut for the day (react._shut_on_me): one's news, in one's words and others'
    "shut_on_me_mine": "They shut {place} on us for the day, out of the blue.",
    "shut_on_me_told": "{place}, where {name} works, was shut for a day, out of the blue.",
    # one's workplace, closed earlier today, open again (react.back_to_work): back to work
    "work_reopened": "{place} is open again, so {first} goes back to work",
    "visit_done": "already had a word with {other} today, so stays put",
    # a visit given up (game.mind.visits): {name} the visitor, {other} whom it went to find
    # (full name), {other_first}, {place} where it looked for them
    "visit_not_in": "{name} went to {place} to find {other}, but {other_first} wasn't in.",
    "visit_busy": "{name} went to {place} to find {other}, but {other_first} was too busy to talk.",
    # what one sees (game.sim.seen_words): {name} someone, {act} what they are doing,
    # {names} whom they talk with, {place}, {obj} {arena} {state} an object and its state
    "seen_doing": "{name} is {act}",
    "seen_sleeping": "{name} is sleeping",
    "seen_idle": "{name} is idle",
    "seen_chatting": "{name} is chatting with {names}",
    "seen_walking": "{name} is walking through {place}",
    "seen_walking_by": "{name} is walking by",
    "seen_in_use": "the {obj} in the {arena} is in use by {name}",
    "seen_object": "the {obj} in the {arena} is {state}",
    "event_when": "on {weekday} {day} {month}, {start}-{end}",  # a gathering's, in a fact
    # a decision about a gathering (gatherings.decision_text): {name} {first} {what} {place}
    # {when} (event_when), {at} (gather_at), {whose} ("Ann's party"), {host}, {why} (why_*)
    "gather_at": "{place} {when}",
    "event_hosted": "{host}'s {what}",  # as records.Gathering.called names it
    # how a meeting went (game.sim.gathering_outcome): {whose} (event_hosted), {host} the host's
    # first name, {what}, {a} to {b} the show of hands (the larger first)
    "outcome_for": "At {whose}, the room sided with {host}, {a} to {b}.",
    "outcome_against": "At {whose}, the room went against {host}, {a} to {b}.",
    "outcome_for_mine": "At my {what}, the room sided with me, {a} to {b}.",
    "outcome_against_mine": "At my {what}, the room went against me, {a} to {b}.",
    # the same, on the view the host put to the room ({view}: the host's opinion record, as
    # others say it; in the host's own frames, as the host says it)
    "outcome_for_view": "At {whose}, the room voted {a} to {b} with {host}: {view}",
    "outcome_against_view": "At {whose}, the room voted {a} to {b} against {host}: {view}",
    "outcome_for_view_mine": "At my {what}, the room voted {a} to {b} with me. {view}",
    "outcome_against_view_mine": "At my {what}, the room voted {a} to {b} against me. {view}",
    "outcome_party": "{whose} had {n} people at it.",  # {n} there at its end, host and all
    "outcome_party_mine": "My {what} had {n} people at it.",
    # what came of a request made in a talk (game.mind.requests): as the one asked says it
    # (_mine), as the one who asked (_asker), as anyone else (_told); {asker} {asked} full names,
    # {asker_first} {asked_first}, {ask} the request in the asker's own words
    "request_yes_mine": "{asker_first} came and asked me, \u201c{ask}\u201d I said yes.",
    "request_yes_asker": "I asked {asked}, \u201c{ask}\u201d and {asked_first} said yes.",
    "request_yes_told": "{asker} asked {asked}, \u201c{ask}\u201d and {asked_first} said yes.",
    "request_no_mine": "{asker_first} came and asked me, \u201c{ask}\u201d I had to say no.",
    "request_no_asker": "I asked {asked}, \u201c{ask}\u201d but {asked_first} said no.",
    "request_no_told": "{asker} asked {asked}, \u201c{ask}\u201d but {asked_first} said no.",
    # an appointment two fixed when one said yes (game.mind.appointments): the plan block
    # ({other} the other's first name, {place}, {what} the residents file's meet.what) and the
    # decision remembered ({name}, {other} full name, {at} gather_at)
    "appoint_plan": "meet {other} at {place}, as arranged",
    "appoint_plan_for": "meet {other} at {place} for {what}",
    # an appointment kept (game.sim.appointment_outcome): as the one visited says it, as the
    # visitor says it, as anyone else; {visited} {visitor} full names, {visited_first}
    # {visitor_first}, {place}, {for} (appoint_for with {what}, or "")
    "appoint_for": " for {what}",
    "appoint_visited": "{visitor_first} came to see me at {place}{for}.",
    "appoint_visitor": "I went to see {visited_first} at {place}{for}.",
    "appoint_told": "{visitor} went to see {visited} at {place}{for}.",
    # a date said yes to (game.mind.outings): what two do at a place of each kind, as a plan
    # says it after "for" ("meet Ann at The Fox for a drink")
    "outing_pub": "a drink",
    "outing_bar": "a drink",
    "outing_cafe": "a coffee",
    "outing_park": "a walk",
    # what came of a date said yes to, the outing fixed (game.mind.requests): as the one asked
    # says it, as the one who asked, as anyone else; {asker} {asked} {asker_first}
    # {asked_first} as request_*, {what} outing_*, {place}
    "date_yes_mine": "{asker_first} asked me out, and we are going for {what} at {place}.",
    "date_yes_asker": "I asked {asked_first} out, and we are going for {what} at {place}.",
    "date_yes_told": "{asker} and {asked} are going for {what} at {place}.",
    # the outing kept (game.sim.appointment_outcome): as each of the two says it, as anyone
    # else; {visited} {visitor} full names, {visited_first} {visitor_first}, {place}, {what}
    "date_kept_visited": "{visitor_first} and I went out for {what} at {place}.",
    "date_kept_visitor": "{visited_first} and I went out for {what} at {place}.",
    "date_kept_told": "{visitor} and {visited} went out together for {what} at {place}.",
    "gather_arranged": "{name} arranged with {other} to meet at {at}.",
    "gather_arranged_for": "{name} arranged with {other} to meet at {at} for {what}.",
    "event_unhosted": "the {what}",
    "gather_closed_host": "{name} has called off the {what} at {at}: {place} is closed.",
    "gather_closed": "{name} will not go to the {what} at {at}: {place} is closed.",
    "gather_back_on": "{place} is open again, so the {what} is on after all.",
    "gather_whisper": "{name} decided to be at {at} (a thought of {first}'s own).",
    "gather_holding": "{name} is holding the {what} at {at}.",
    "gather_going": "{name} means to go to {whose} at {at}{why}.",
    "gather_not": "{name} will not go to {whose} at {at}: {why}.",
    "gather_notice_going": '{name} read the notice "{what}" and plans to be at {at}{why}.',
    "gather_notice_not": '{name} read the notice "{what}" but will not go to {at}: {why}.',
    "why_tie": ", for {host}'s sake",
    "why_keen": ", keen to",
    "why_for": ", held in {first}'s honour",
    "why_lead": ", to lead it",
    "why_interest": ", since it interests {first}",
    "why_slip_away": ", slipping away from work for it",
    "why_free": ", being free then",
    "why_asleep": "{first} will be asleep then",
    "why_work": "{first} works then",
    "why_no": "{first} does not feel like it",
    "why_young": "{first} is too young to have a say in it",
    "why_not_interested": "{first} is not interested enough",
    "why_engaged_with": "{first} has already arranged to meet {other} then",
    "why_engaged": "{first} has something else arranged then",
}


_IN_USE: list[Mapping[str, str]] = [{}]
_VERSION = [0]


def use(frames: Mapping[str, str]) -> None:
    """The town's own frames for the process (``{}``: English's)."""
    _IN_USE[0] = dict(frames)
    _VERSION[0] += 1


def version() -> int:
    """Changes whenever ``use`` is called: a key for caches of sentences made by frames."""
    return _VERSION[0]


def frame(key: str) -> str:
    """The town's frame ``key``, else English's."""
    return _IN_USE[0].get(key) or FRAMES[key]


def said(key: str, **values: str) -> str:
    """Frame ``key`` filled with ``values``."""
    return frame(key).format(**values)
