"""What a speaker knows of the people and the occasion of a talk, as a model is told it.

The conversation prompt (``utterance_prompt.next_utterance``) already names who the speaker knows and
how; these lines add what the mind hands the built-in brain besides, each from a record of the
``UtteranceRequest`` and each only when there is something to say (no record, no line: the
prompt is the prompt it was before):

* ``housemates``: those the speaker lives with and its bond with each
  (``housemate_bonds``), so a daughter asked after her father speaks of him as her father,
  not by his first name;
* ``occasion``: the gathering held here now (``gathering_here``) and where the speaker stands
  on it (``stance``: with its host or against);
* ``listener_notes``: what the speaker knows of each listener (a child's ``age`` and
  ``gender``, ``confidant``, ``courting``, ``talked_today``, ``occupation``, ``works_at``,
  ``off_today``);
* ``retold_note``: how often the speaker has told a piece of news already (``retold``);
* ``lately``: the speaker's own lines of the last days (``said_lately``), to say differently.

The frames are English, as every prompt is (``reply_language`` asks for replies in the town's
language); what fills them is the records' own text, in the town's language.
"""

from __future__ import annotations

from game.mind.brain import UtteranceRequest
from game.mind.records import Fact

LATELY_CAP = 4  # own recent lines shown
BOND_CAP = 120  # characters of a bond's text
GROWN = 16  # a listener younger than this is said to be a child


def _cut(text: str, cap: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= cap else text[: cap - 1] + "…"


def housemates(req: UtteranceRequest) -> list[str]:
    """'Ann lives with Bob Lee (Her father, a net-mender) and Cy Lee.' and, when a bond is
    known, how one speaks of one's own; [] when the speaker lives alone or knows none by name."""
    names = dict(req.known)
    bonds = dict(req.housemate_bonds)
    first = req.speaker.first_name()
    viewed = {ln.id for ln in req.listeners if ln.relationship}  # (their view is shown)
    own = []
    for k in req.housemates:
        if k not in names:
            continue
        bond = bonds.get(k, "") if k not in viewed else ""
        own.append(f"{names[k]} ({_cut(bond, BOND_CAP)})" if bond else names[k])
    if not own:
        return []
    out = [f"{first} lives with {', '.join(own)}."]
    if any(bonds.get(k) for k in req.housemates if k in names):  # (shown here or as a view)
        out.append(
            f"Asked after one of them, {first} calls them what they are to {first} (as one "
            "says Dad or my wife), not by their first name."
        )
    return out


_STANCE = {
    "with": "{first} is on {host}'s side in this",
    "against": "{first} is against what {host} wants here",
}


def occasion(req: UtteranceRequest) -> list[str]:
    """The gathering held here now that the speaker knows of, and where it stands on it."""
    f: Fact | None = req.gathering_here
    if f is None:
        return []
    first = req.speaker.first_name()
    g = f.event
    host = (g.host_name or g.host) if g is not None else ""
    what = g.what if g is not None else f.topic
    own = g is not None and g.host == req.speaker.id
    held = f", held by {first}" if own else (f", held by {host}" if host else "")
    out = [f"{first} is at {what} here now{held}: {_cut(f.text(req.speaker.id), 200)}"]
    stance = _STANCE.get(req.stance, "")
    if stance and host and not own:
        out.append(stance.format(first=first, host=host) + ", and says so if it comes up.")
    return out


def listener_notes(req: UtteranceRequest) -> list[str]:
    """What the speaker knows of each listener beyond how they know each other."""
    first = req.speaker.first_name()
    out = []
    for ln in req.listeners:
        notes = []
        if 0 < ln.age < GROWN:  # (a child is spoken to as one)
            kind = {"female": "a girl", "male": "a boy"}.get(ln.gender, "a child")
            notes.append(f"{ln.name} is {kind} of {ln.age}")
        if ln.courting:
            notes.append(f"{first} and {ln.name} are courting (they have a date agreed)")
        elif ln.feeling == "crush":  # (shy or warm now and then; not said outright)
            notes.append(f"{first} has a crush on {ln.name}, who does not know it")
        if ln.confidant:
            notes.append(f"{first} trusts {ln.name} with secrets")
        if ln.talked_today:
            notes.append(f"{first} already talked with {ln.name} earlier today")
        named = ln.works_at and ln.works_at.lower() in ln.occupation.lower()
        at = f" (at {ln.works_at})" if ln.works_at and not named else ""
        if ln.occupation:
            notes.append(f"What {ln.name} does: {_cut(ln.occupation, BOND_CAP)}{at}")
        elif ln.works_at:
            notes.append(f"{ln.name} works at {ln.works_at}")
        if ln.off_today:
            notes.append(f"{ln.name} has no work or school today")
        out.extend(f"{n}." for n in notes)
    return out


def retold_note(fact: Fact, req: UtteranceRequest) -> str:
    """'told to 4 people already' for news the speaker has told before ('' for fresh news)."""
    times = dict(req.retold).get(fact.key, 0)
    if times <= 0:
        return ""
    who = "one person" if times == 1 else f"{times} people"
    return (
        f"{req.speaker.first_name()} has told it to {who} already: tell it briefly, in fresh words"
    )


def lately(req: UtteranceRequest) -> str:
    """A section of the speaker's own recent lines ('' when none)."""
    said = [s for s in req.said_lately if s.strip()][-LATELY_CAP:]
    if not said:
        return ""
    first = req.speaker.first_name()
    body = "\n".join(f"- {_cut(s, 160)}" for s in said)
    return f"{first}'s own lines of the last few days (do not say the same again):\n{body}\n"
