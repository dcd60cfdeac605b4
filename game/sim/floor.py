"""Who speaks next in a talk: the floor passed among the members after each line.

Why: the turn used to go to the one a question was put to, then back to the one who asked,
and round the circle in the members' order otherwise, so in a talk of three or four the two who
spoke first went back and forth while the others stood by to the end (a made quarter of 50, 40
hours: 144 of 616 member places in group talks never said a word; now 27, mostly talks of two
lines that one ends). In a group people pass the floor as they would:

1. the one a question is put to answers it (``Utterance.asks`` with ``to``);
2. a member who has been quiet for a while and has something to say takes the floor: its own
   coming do, a word on what was just said about itself or someone it knows, news the others
   lack (``game.mind.speaking_up``, read off its records); the strongest reason first, then the
   one quiet longest (an answer is left to its asker unless one with a word on it, or one who
   has not spoken at all, has something). Right after the greeting and its answer only one's
   own do breaks in;
3. one left out speaks up: nothing said since the opening exchange, or in ``AWHILE`` rounds;
4. the one who asked takes the answer (a yes is met by the one who asked);
5. otherwise the one quiet longest speaks (never spoken first, in the members' order).

The brain does its part: a what's-next question goes to one who has not spoken yet
(``talk_group.draw_in``), and one given the floor says what it has, not only hello. In a talk
of two the turn simply alternates. Deterministic: no draw, only the records and the
lines. Cost: at most one ``speaking_up.something_to_say`` per quiet member per group line."""

from __future__ import annotations

from game.mind import speaking_up

OPENING = 2  # lines: the greeting and its answer; after them a host's own do may break in
QUIET = 2  # lines: one who spoke in the last ones has had its say for now
AWHILE = 2  # rounds of the circle: one silent for as many rounds' lines is left out


def pass_turn(sim, conv, rid: str, utt) -> None:
    """Set ``conv.turn`` to the member who speaks after ``rid``'s line ``utt`` (just appended to
    ``conv.lines``)."""
    members = conv.members
    to = getattr(utt, "to", "")
    group = len(members) > 2
    if group and len(conv.lines) == OPENING and (keen := speaks_up(sim, conv)):
        conv.turn = members.index(keen)  # (its own do: before an answer to a question, too)
        return
    if getattr(utt, "asks", False) and to in members and to != rid:
        conv.turn = members.index(to)
        return
    prev = conv.lines[-2] if len(conv.lines) >= 2 else None
    asker = (
        prev.speaker
        if prev is not None
        and prev.to == rid
        and prev.text.rstrip().endswith(("?", "？"))
        and prev.speaker in members
        and prev.speaker != rid
        else ""
    )
    if group and len(conv.lines) > OPENING and (keen := keenest(sim, conv, rid, bool(asker))):
        conv.turn = members.index(keen)
    elif group and len(conv.lines) > OPENING and (left := left_out(conv, rid)):
        conv.turn = members.index(left)
    elif asker:
        conv.turn = members.index(asker)
    elif group:
        conv.turn = members.index(quiet_order(conv, rid)[0])
    else:
        conv.turn = (members.index(rid) + 1) % len(members)


def quiet_order(conv, rid: str) -> list[str]:
    """The members other than ``rid``, the one quiet longest first (never spoken first, in the
    members' order)."""
    last_said = {m: -1 for m in conv.members}
    for i, ln in enumerate(conv.lines):
        if ln.speaker in last_said:
            last_said[ln.speaker] = i
    others = [m for m in conv.members if m != rid]
    return sorted(others, key=lambda m: (last_said[m], conv.members.index(m)))


def left_out(conv, rid: str) -> str:
    """The member quiet longest if it has been left out: has not said a word since the
    greeting and its answer, or none in ``AWHILE`` rounds of the circle; ''."""
    quiet = quiet_order(conv, rid)[0]
    said = [i for i, ln in enumerate(conv.lines) if ln.speaker == quiet]
    if not said:
        return quiet
    return quiet if len(conv.lines) - 1 - said[-1] >= AWHILE * len(conv.members) else ""


def keenest(sim, conv, rid: str, answered: bool = False) -> str:
    """The quiet member (not among the last ``QUIET`` speakers) with the strongest reason to
    take the floor now (``speaking_up.REASONS``), the one quiet longest among equals; ''.
    ``answered``: the line answered a question, whose asker would take it up; only one who has
    not said a word yet breaks in with news then (a word on what was said: anyone quiet)."""
    recent = {ln.speaker for ln in conv.lines[-QUIET:]}
    spoke = {ln.speaker for ln in conv.lines}
    best, rank = "", len(speaking_up.REASONS)
    lines = tuple(conv.lines)
    for m in quiet_order(conv, rid):
        r = sim.residents.get(m)
        if m in recent or r is None:
            continue
        others = [(o, sim.bodies[o].name) for o in conv.others(m)]
        why = speaking_up.something_to_say(r, others, lines, sim.now_s)
        if why == speaking_up.NEWS and answered and m in spoke:
            continue
        if why and speaking_up.REASONS.index(why) < rank:
            best, rank = m, speaking_up.REASONS.index(why)
    return best


def speaks_up(sim, conv) -> str:
    """The first member of a group talk who has not spoken and has its own coming gathering
    to tell the others (``speaking_up``), or ''."""
    spoke = {ln.speaker for ln in conv.lines}
    for m in conv.members:
        r = sim.residents.get(m)
        if m in spoke or r is None:
            continue
        others = [(o, sim.bodies[o].name) for o in conv.others(m)]
        if speaking_up.has_own_gathering_to_tell(r, others, sim.now_s):
            return m
    return ""
