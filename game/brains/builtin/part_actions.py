"""One part of a plan block, within one slice of it, as timed actions at places.

The part is classified with the taxonomy, placed with ``PlaceIndex``, given the steps that fit
there now (``part_steps``) and broken into the slice's steps (``part_slices``): opening steps
when the slice starts the part, closing steps when it ends it, the core steps in between in an
order drawn step by step (``step_walk``; a routine's in the table's order). The earlier hourly
slices of the part are replayed, so a routine does not start over and a meal a talk cut into
goes on; a chore done today is not done again (``step_walk``). A part with no open place that
suits it, or nothing there to do it with, is dropped for the stand-in (``place_fit``); what two
met for (``TOGETHER``) never is: it is done at the place it names, in the room it names, read
by what it is, and both draw its steps alike.

Durations: every action lasts 5-15 minutes and tiles the slice exactly, except a slice shorter
than 5 minutes (one action) and sleep (one action for the whole slice).

Apart from ``decompose`` (which splits a block into parts and gives each its share of the
block) because this is the work on a single part: where it happens, which steps, how long each.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from game.brains.builtin.activities import (
    Category,
    Step,
    classify,
    drink_word,
    generic,
    meal_word,
    role_side,
)
from game.brains.builtin.decompose_parts import (
    TOGETHER,
    clean_activity,
    eats,
    fit_durations,
    meal_first,
)
from game.brains.builtin.part_slices import Slices
from game.brains.builtin.part_steps import MEALTIMES, PartSteps, steps_here
from game.brains.builtin.place_fit import STAND_IN, kind_suits, suits
from game.brains.builtin.places import PlaceIndex
from game.brains.builtin.rand import pick, stable_rand
from game.brains.builtin.step_fit import moment_for
from game.brains.builtin.step_walk import StepWalk, times_begun
from game.brains.builtin.stretch import Stretch, done_in, not_again
from game.mind.brain import DecomposeRequest, PersonaCard
from game.mind.types import Action, Place

BED_SOON = 45  # minutes before bedtime within which a bedtime routine may end in bed


def part_actions(
    seed: int,
    p: PersonaCard,
    idx: PlaceIndex,
    wcat: str,
    text: str,
    context: str,
    lo: int,
    hi: int,
    seg_start: int,
    seg_end: int,
    salt: str,
    current: Place | None,
    continues: tuple[bool, bool] = (False, False),
    req: DecomposeRequest | None = None,
    run: Stretch | None = None,
    cat: Category | None = None,
) -> list[Action]:
    """``cat``: the category to do it as (else the text's own)."""
    met = TOGETHER.match(text)  # (what two met for: read by what it is, not where)
    together = met is not None
    cat = cat or classify((met and met.group("what")) or text, wcat)
    sector = idx.sector_for(cat, context, wcat, current)
    named = idx.sectors_named(context) if together else set()
    sector = next(iter(named)) if len(named) == 1 and sector is not None else sector
    # a pupil's class is a visitor's talk for a grown-up asked in (``role_side``)
    at_work = p.work is not None and sector == p.work.sector
    cat = role_side(cat, p.age, p.occupation, wcat, at_work) if sector is not None else cat
    if sector is not None and together and not kind_suits(_kind(idx, sector), cat):
        # what two met for is done where they met (the place it names), as the kind of place
        # has it (a walk on the green), else in plain words (an interview at one's house is no
        # reporter's desk work): both alike
        cat = generic()
    if sector is None:  # no options at all
        place = current or p.home
        return [_whole(lo, hi, cat.saying or clean_activity(text), place, cat.emoji)]
    # nowhere open fits ("run errands" after the shops shut), or nothing here to do it with
    # (what two met for is not given up: done there in plain words, ``TOGETHER``)
    plain = together and cat is not generic()
    drop = lambda: part_actions(  # noqa: E731
        seed, p, idx, wcat, text if plain else STAND_IN, context if plain else STAND_IN, lo,
        hi, seg_start, seg_end, salt, current, continues if plain else (False, False), req,
        run, generic() if plain else None,
    )  # fmt: skip
    if text != STAND_IN and not suits(idx, sector, cat, context, wcat):
        return drop()
    arena = idx.arena_for(sector, cat, context, wcat)
    if cat.long:
        step = cat.steps[0]
        place = idx.place_for_step(sector, arena, step, context, salt=p.id)
        return [_whole(lo, hi, step.texts[0], place, step.emoji or cat.emoji)]
    day = run.day if run else lambda w, end=False: w  # (the hour and bedtime: the day's)
    moment = moment_for(req, sector, day(lo), day(seg_end, True))
    steps = steps_here(p, idx, cat, wcat, text, context, sector, arena, moment)
    if steps is None:
        return drop()
    # (two together draw alike, by their shared key, to the end of the time they set aside)
    who, key = (idx.shared, ("", seg_end)) if together and idx.shared else (p.id, (salt, seg_start))
    r = lambda *parts: stable_rand(seed, "dec", who, *key, *parts)  # noqa: E731
    said = _saying(cat, (met and met.group("head")) or text)  # (not where: the row says)
    # a chore done today is not done again (``step_walk``): before the part (a morning's
    # shift), and in it as it was done (after the replay)
    did = req.done if req is not None else ()
    since = day(seg_start)
    earlier = times_begun(steps.core, [a.description for a in did if a.start < since], said)
    walk = StepWalk(
        steps.core, lambda *parts: r("walk", *parts), steps.own_work, earlier, seg_end - seg_start
    )
    # a bedtime routine cut short by something later in the evening (a date, a meeting)
    # does not end in bed: "turn off the light and get into bed" at seven, then out
    early_to_bed = (
        bool(cat.closing)
        and cat.closing[-1].objs == ("bed",)
        and ((p.sleep - day(seg_end, True)) % 1440 > BED_SOON)
    )
    slices = Slices(cat, steps, walk, seg_start, seg_end, continues, early_to_bed, r)
    done, resume, ate = slices.replay(lo, run)
    walk.seen(times_begun(steps.core, [a.description for a in did if a.start >= since], said), done)
    seq, _, _ = slices.build(lo, hi, done)
    if resume is not None and not (seq and eats(seq[0])):
        seq.insert(0, resume)  # the meal a talk cut into goes on: not paid and left
    if cat.once and req is not None and req.done:  # a routine's steps done are done
        ends = cat.closing  # (the idle step goes before them)
        n_min = math.ceil((hi - lo) / 15)
        seq = not_again(seq, done_in(req.done, run), said, steps.idle, ends, n_min)
    seq, mins = _timed(slices, steps, seq, hi - lo, hi >= seg_end and not ate)
    # (what two met for in plain words is done in the room they are in, whatever is there)
    in_words = together and cat is generic()
    spot = (lambda st: replace(st, objs=())) if in_words else (lambda st: st)
    room = _room_named(idx, sector, context) if together else ()
    out: list[Action] = []
    t = lo
    for i, (step, m) in enumerate(zip(seq, mins, strict=False)):
        if i and step is seq[i - 1]:  # a step that goes on: in the same words and place
            desc, place = out[-1].description, out[-1].place
        else:
            desc = said(pick(step.texts, seed, who, key[0], t, "text"))
            place = idx.place_for_step(sector, arena, spot(step), context, salt=(t, i))
            if room and place not in room:  # (asked into the room one works in: there)
                place = room[int(stable_rand(seed, "room", who, t, i) * len(room))]
        emoji = step.emoji or cat.emoji
        out.append(Action(start=t, minutes=m, description=desc, place=place, emoji=emoji))
        t += m
    return out


def _room_named(idx: PlaceIndex, sector: str, text: str) -> tuple[Place, ...]:
    """The places of the room of ``sector`` that ``text`` names (what two met for at the
    other's work: ", in the Boatshed"), a staff room too (the one who works there asked one
    in); its bare floor and seats first."""
    low = text.lower().rpartition(sector.lower())[2]  # (after the place: not its own name)
    here = [o for o in idx.sectors.get(sector, ()) if len(o.place.arena) > 3]
    named = [o for o in here if o.place.arena.lower() in low]
    seats = idx.tables.seat_objects
    best = [o.place for o in named if not o.place.obj or o.obj_kind in seats]
    return tuple(best or (o.place for o in named))


def _kind(idx: PlaceIndex, sector: str) -> str:
    return "home" if idx.is_home(sector) else idx.kind.get(sector, "")


def _whole(lo: int, hi: int, desc: str, place: Place, emoji: str) -> Action:
    """The slice as one action (sleep; nowhere to do anything)."""
    return Action(start=lo, minutes=hi - lo, description=desc, place=place, emoji=emoji)


def _saying(cat: Category, text: str) -> Callable[[str], str]:
    """A step's text with its slots filled: the meal and drink as the plan says them ("eat a
    snack", not "eat snack"), the activity as talk names it."""
    meal, drink = meal_word(text), drink_word(text)
    if f"a {meal}" in text.lower():
        meal = f"a {meal}"
    activity = cat.saying or clean_activity(text)
    return lambda t: t.format(meal=meal, drink=drink, activity=activity)


def _timed(
    slices: Slices, steps: PartSteps, seq: list[Step], total: int, last_uneaten: bool
) -> tuple[list[Step], list[int]]:
    """The slice's steps and their minutes. A meal squeezed by a talk keeps its minutes
    (``meal_first``), and the meal's last slice whose steps ran out before the meal
    (``last_uneaten``) eats it: the last of what came before gives way ("set the table",
    then off to work). A party's food is not a meal of one's own: its steps stay as they
    are."""
    if slices.cat.name not in MEALTIMES:
        return seq, fit_durations(slices.wanted(seq), total)
    bite = next((st for st in steps.core if eats(st)), None)
    if bite and last_uneaten and not any(eats(st) for st in seq):
        seq = [*seq[:-1], bite] if len(seq) > 1 else [*seq, bite]
    return meal_first(seq, total, slices.wanted)
