"""The steps one part of a plan block has at its place: what can be done there, by whom, now.

The category's steps for the place's kind (the host's when hosting, a visit's own when out to
see someone), the host's setting up apart, and of them those that fit (``step_fit``: the objects
and rooms there, one's age, the hour, the company, the working day); a meal another of the home
cooks has no cooking, staff eating at their own workplace do not order at its counter, a grown-up
does not swing; few steps get the activity itself as a longer one (no ring of two); a routine's
idle step when it can be done here. ``None`` when nothing here fits and the part gives way to the
stand-in (``place_fit``).

Apart from ``part_actions`` because this is which steps, not when: the slices' order and minutes
are ``part_slices``'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.brains.builtin.activities import Category, Step, generic
from game.brains.builtin.decompose_parts import (
    VISIT,
    clean_activity,
    not_cooking,
    served,
    steps_for,
)
from game.brains.builtin.place_fit import STAND_IN, says_elsewhere
from game.brains.builtin.places import PlaceIndex
from game.brains.builtin.step_fit import Moment, Usable
from game.mind.brain import PersonaCard

MEALTIMES = ("meal", "morning")  # the categories whose eating is one's own meal


def host_setup(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The leading steps of a host's that need no company (setting up), when at least two
    steps are left for once the guests are there."""
    n = next((i for i, st in enumerate(steps) if st.company), len(steps))
    return steps[:n] if len(steps) - n >= 2 else ()


@dataclass(frozen=True)
class PartSteps:
    """The steps of a part at its place: ``core`` (walked or run in order), ``setup`` (a
    host's, before the guests), ``default_steps`` (the category's own: its opening and closing
    steps go with them), ``usable`` (what fits here now), ``own_work`` (at one's own work, as
    one's work), ``cooked_for`` (a meal another cooks) and ``idle`` (after a routine's steps)."""

    core: tuple[Step, ...]
    setup: tuple[Step, ...]
    default_steps: bool
    usable: Usable
    own_work: bool
    cooked_for: bool
    idle: Step


def visit_steps(idx: PlaceIndex, sector: str, arena: str, text: str, context: str, who: str):
    """Out to see someone: every step says whom; looking around goes through the other rooms
    one may enter (they may be at work in another)."""
    rooms_here = (o for o in idx.sectors.get(sector, ()) if idx.allowed(o, context))
    others = tuple(sorted({o.arena_kind for o in rooms_here if o.place.arena != arena}))
    return (
        Step((f"look around for {who}",), (), 5, "👀", others),
        Step((clean_activity(text),), (), 15, "💬"),
        Step((f"wait for a word with {who}", f"keep an eye out for {who}"), (), 10, "⏳"),
    )


def steps_here(
    p: PersonaCard,
    idx: PlaceIndex,
    cat: Category,
    wcat: str,
    text: str,
    context: str,
    sector: str,
    arena: str,
    moment: Moment,
) -> PartSteps | None:
    """The steps of part ``text`` (of category ``cat``) in ``sector``, at ``moment``; None when
    nothing there fits (not one's own work, not the stand-in already)."""
    skind = "home" if idx.is_home(sector) else idx.kind.get(sector, "")
    core = steps_for(cat, skind, text)
    visit = VISIT.match(text)
    if visit:
        core = visit_steps(idx, sector, arena, text, context, visit.group(2))
    default_steps = core is cat.steps
    # a host's steps before the first that needs company set the place up: they open the
    # part in order (chairs, the door), and the rest wait for the guests
    setup = host_setup(core) if core is cat.host_steps else ()
    core = core[len(setup) :] if setup else core
    here = [o for o in idx.sectors.get(sector, ()) if idx.allowed(o, context)]
    have = {o.obj_kind for o in here if o.obj_kind}
    rooms = {o.arena_kind for o in here if o.arena_kind}
    # what can be done here: the objects, one's age, and the hour, the company and the
    # working day (``step_fit``): "sort the morning letters" not after noon, "chat over
    # dinner" not alone, no class taught after school
    usable = Usable(frozenset(have), frozenset(rooms), p.age, moment)
    own_work = p.work is not None and sector == p.work.sector and cat.name == wcat
    if not usable(core) and text != STAND_IN and not own_work and cat is not generic():
        return None
    # one's own work goes on: at this hour what can be done, else places fall back
    core = usable(core) or usable(core, fit=False) or core
    cooked_for = cat.name in MEALTIMES and served(text)  # another of the home cooks it
    core = (not_cooking(core) or core) if cooked_for else core
    if cat.name in MEALTIMES and p.work is not None and sector == p.work.sector:
        # staff eating where they work take their food from behind the counter: they do
        # not order it or pay for it there
        core = tuple(st for st in core if not st.service) or core
    if p.age >= 16:  # swings are for children
        core = tuple(st for st in core if "swing" not in st.objs) or core
    if not cat.once and len(core) < 4 and not says_elsewhere(idx, sector, text):
        core = core + (_plain_step(idx, cat, core, have),)
    # after a routine's steps its idle step, unless it needs what is not here: the last step
    # (at home, not at a seat in the block's hall one only passes through: a studio flat
    # with no table has no lingering at the table)
    kept = {o.obj_kind for o in here if not idx.passed_through(o, (), context)}
    lingers = cat.idle is not None and usable((cat.idle,))
    lingers = lingers and (not cat.idle.objs or bool(kept & set(cat.idle.objs)))
    idle = cat.idle if lingers else core[-1]
    return PartSteps(core, setup, default_steps, usable, own_work, cooked_for, idle)


def _plain_step(idx: PlaceIndex, cat: Category, core: tuple[Step, ...], have: set[str]) -> Step:
    """Few steps would loop ("make tea, look out of the window" five times an hour): the
    activity itself as a longer step breaks the alternation, at what the activity itself
    uses, else somewhere to sit (not at the first step's object: "relax at home" at the
    stove); where it needs none, in its room."""
    seats = (*cat.objs, *generic().steps[0].objs, *sorted(idx.tables.seat_objects))
    objs = tuple(dict.fromkeys(o for o in seats if o in have)) if core[0].objs else ()
    if objs:
        return Step(("{activity}",), objs, 15, cat.emoji)
    return Step(("{activity}",), core[0].objs, 15, cat.emoji, core[0].arenas)
