"""Norms: a breach is read from structured data, noticed by those there and not by others, felt
toward the breaker, kept as a fact that is passed on, saved exactly; a bad norms file is one
line."""

import json
import shutil
from datetime import datetime
from pathlib import Path

import pytest

from game.app_setup import SetupError, load_town_files, make_simulation
from game.mind.inner import norms as nm
from game.mind.inner.norm_files import NormError, for_town, shipped
from game.mind.news import pick_news
from game.sim.norms_watch import TAG
from game.sim.simulation import SimConfig
from game.store.savefile import read_save, write_save

ROOT = Path(__file__).resolve().parents[2]
LATE = datetime(2026, 5, 8, 22, 50)  # a Friday night in Brinewick, before quiet hours end
FLAT = "Net Loft Flats:Flat 4:sofa"


def late_town(seed=1, start=LATE):
    world, personas = load_town_files("brinewick")
    world.start_time = start
    return make_simulation(world, personas, None, None, SimConfig(seed=seed, autosave_minutes=0))


def noisy(sim, who="oren_blythe", minutes=10):
    """``who`` turns the sound right up at home, then ``minutes`` pass."""
    assert sim.act(who, FLAT, "turns the football up full", "🔊", 45)
    sim.run_steps(sim.clock.steps_for(minutes / 60))


def neighbours():
    """A late Brinewick ten minutes on, and those home in Oren's block of flats but him."""
    sim = late_town()
    sim.run_steps(sim.clock.steps_for(10 / 60))
    flats = [
        rid
        for rid, b in sim.bodies.items()
        if b.arena is not None and b.arena.sector == "Net Loft Flats" and rid != "oren_blythe"
    ]
    return sim, flats


def holders(sim, key_start="norm:quiet_hours:oren_blythe"):
    out = set()
    for rid, r in sim.residents.items():
        for i in range(len(r.memory)):
            fact = r.memory.get(i).meta.get("fact")
            if isinstance(fact, dict) and fact.get("key", "").startswith(key_start):
                out.add(rid)
    return out


# ---------------------------------------------------------------------------- the rule
def doing(minute, emoji="🔊", building="apartments", obj="sofa", kind="leisure", day="fri"):
    return nm.Doing(minute, day, building, obj, emoji, kind)


def test_the_rule_reads_kinds_hours_and_days_not_words():
    t = shipped()
    quiet = next(n for n in t.norms if n.kind == "quiet")
    shop = next(n for n in t.norms if n.kind == "closed")
    assert nm.broken(quiet, doing(23 * 60), t)
    assert nm.broken(quiet, doing(60), t)  # past midnight: still quiet hours
    assert not nm.broken(quiet, doing(21 * 60), t)  # before quiet hours
    assert not nm.broken(quiet, doing(23 * 60, building="pub"), t)  # noise is the pub's trade
    assert not nm.broken(quiet, doing(23 * 60, emoji="📖"), t)  # reading is not loud
    assert nm.broken(quiet, doing(23 * 60, emoji="", obj="piano"), t)  # a piano is, by kind
    assert not nm.broken(quiet, doing(23 * 60, kind="sleep"), t)
    open_sunday = doing(600, emoji="", building="market", kind="work", day="sun")
    assert nm.broken(shop, open_sunday, t)
    assert not nm.broken(shop, doing(600, emoji="", building="market", kind="work"), t)


def test_a_breach_lands_by_persona_and_closeness():
    t = shipped()
    quiet = next(n for n in t.norms if n.kind == "quiet")
    stranger = nm.landing(quiet, "gruff, principled", 0.0, t)
    friend = nm.landing(quiet, "gruff, principled", 0.9, t)
    easy = nm.landing(quiet, "easygoing, patient", 0.0, t)
    assert stranger > friend > 0 and stranger > easy > 0
    assert nm.cooling(stranger, t)[1] and not nm.cooling(easy, t)[1]


# ---------------------------------------------------------------------------- in the town
def test_a_racket_at_23_is_noticed_there_felt_toward_the_breaker_and_not_by_those_away():
    sim = late_town()
    flats = {
        rid
        for rid, b in sim.bodies.items()
        if b.arena is not None and b.arena.sector == "Net Loft Flats" and rid != "oren_blythe"
    }
    assert flats, "nobody else at home in the flats: the test would prove nothing"
    before = {rid: sim.inner.states[rid].mood.valence for rid in sim.order}
    close = {
        rid: sim.residents[rid].relations.get("oren_blythe").closeness
        for rid in flats
        if sim.residents[rid].relations.get("oren_blythe") is not None
    }
    sim.run_steps(sim.clock.steps_for(8 / 60))  # to 22:58: nothing yet
    assert not holders(sim)
    sim.run_steps(sim.clock.steps_for(2 / 60))
    energy = {rid: sim.inner.states[rid].needs.energy for rid in flats}
    noisy(sim)
    seen = {b["witness"] for b in sim.norms.log}
    assert seen == flats == holders(sim) - {"oren_blythe"}
    # those asleep are woken by it: the night's log says so and the sleep lost shows
    woke = {rid for _, rid, text in sim.events if "woken by Oren Blythe" in text}
    assert woke and woke <= flats and all(sim.bodies[rid].asleep for rid in woke)
    assert all(sim.inner.states[rid].needs.energy < energy[rid] for rid in woke)
    assert "oren_blythe" not in holders(sim)  # the breaker does not hold it as news
    for rid in flats:
        assert sim.inner.states[rid].mood.valence < before[rid]
        assert sim.residents[rid].memory.by_keyword(TAG)
    for rid, c in close.items():
        assert sim.residents[rid].relations.get("oren_blythe").closeness < c
    away = set(sim.order) - flats - {"oren_blythe"}
    assert away and not (holders(sim) & away)
    assert len(sim.norms.log) == len(flats)  # an hour of racket is one breach, not sixty
    noisy(sim, minutes=20)
    assert len(sim.norms.log) == len(flats)


def test_the_same_act_before_quiet_hours_is_no_breach():
    sim = late_town(start=datetime(2026, 5, 8, 20, 0))
    noisy(sim, minutes=20)
    assert not sim.norms.log and not holders(sim)


def test_a_breach_is_news_a_witness_offers_to_someone_who_was_not_there():
    sim = late_town()
    sim.run_steps(sim.clock.steps_for(10 / 60))
    noisy(sim)
    witness = sim.norms.log[0]["witness"]
    other = next(r for r in sim.order if r not in holders(sim) and r != "oren_blythe")
    mind = sim.residents[witness]
    offered = pick_news(mind, [other], sim.now_s + 3600, k=5)
    keys = [m.meta.get("fact", {}).get("key", "") for m in offered]
    assert any(k.startswith("norm:quiet_hours:oren_blythe") for k in keys)
    # never to the one who broke it
    to_breaker = pick_news(mind, ["oren_blythe"], sim.now_s + 3600, k=5)
    assert not any("norm:" in m.meta.get("fact", {}).get("key", "") for m in to_breaker)
    # nor to another who heard it there too ("You should have been there" to one who was)
    also = [b["witness"] for b in sim.norms.log if b["witness"] != witness]
    known = [o for o in also if mind.relations.get(o) is not None]
    assert known, "no other witness the first one knows: the test would prove nothing"
    for o in known:
        to_witness = pick_news(mind, [o], sim.now_s + 3600, k=5)
        assert not any("norm:" in m.meta.get("fact", {}).get("key", "") for m in to_witness)


def test_saved_during_a_racket_and_continued_equals_straight(tmp_path):
    straight = late_town()
    straight.run_steps(straight.clock.steps_for(10 / 60))
    noisy(straight, minutes=10)
    first = late_town()
    first.run_steps(first.clock.steps_for(10 / 60))
    noisy(first, minutes=5)
    second = late_town()
    second.set_state(read_save(write_save(tmp_path / "half.json", first.get_state())))
    second.held = dict(first.held)  # the scenario's hand is not saved (a scenario run is not)
    second.run_steps(second.clock.steps_for(5 / 60))
    a, b = straight.get_state(), second.get_state()
    assert json.dumps(a["world"], sort_keys=True) == json.dumps(b["world"], sort_keys=True)
    assert holders(second) == holders(straight) and holders(straight)


# ---------------------------------------------------------------------------- bad files
@pytest.mark.parametrize(
    "text, says",
    [
        ('[[norms]]\nname = "x"\nkind = "loudness"\ntold = "{name}."\n', "norms[1].kind"),
        ('[[norms]]\nname = "x"\nkind = "quiet"\nfrom = "25:00"\nto = "07:00"\ntold = "a"\n', "from"),
        ('[[norms]]\nname = "x"\nkind = "voice"\ntold = "{who} shouted"\n', "norms[1].told"),
        ('[[norms]]\nname = "x"\nkind = "closed"\ndays = ["someday"]\nplaces = ["market"]\n'
         'told = "a"\n', "norms[1].days"),
        ("[feel]\ncomplain = 7\n", "feel.complain"),
        ("[[norms]\n", "norms.toml"),
    ],
)  # fmt: skip
def test_a_bad_norms_file_is_one_line_naming_the_entry(tmp_path, text, says):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "tiles").symlink_to(ROOT / "assets" / "tiles")
    folder = tmp_path / "maps" / "copy"
    folder.mkdir(parents=True)
    for name in ("town.tmx", "residents.json"):
        shutil.copy(ROOT / "maps" / "brinewick" / name, folder / name)
    (folder / "norms.toml").write_text(text, encoding="utf-8")
    with pytest.raises(SetupError) as e:
        load_town_files("copy", maps_dir=folder.parent)
    line = str(e.value)
    assert says in line and "norms.toml" in line and "\n" not in line


def test_the_towns_norms_files_load_over_the_shipped_ones():
    for town in ("smallville", "brinewick"):
        t = for_town(str(ROOT / "maps" / town / "norms.toml"))
        assert {n.kind for n in t.norms} == set(nm.KINDS)
    bw = for_town(str(ROOT / "maps" / "brinewick" / "norms.toml"))
    assert next(n for n in bw.norms if n.kind == "quiet").start == 22 * 60 + 30


def test_a_row_is_raised_voices_heard_in_the_building_by_those_awake_not_in_it():
    sim = late_town(start=datetime(2026, 5, 8, 19, 0))
    a, b = "oren_blythe", "jory_carrow"
    here = sim.bodies[a].arena
    for rid in (b,):  # both in the same building, as a row needs
        sim.bodies[rid].arena = here
    fact = {"key": "row:1", "about": [a, b], "topic": "quarrel", "mine": "x", "told": "y"}
    meta = {"event": True, "fact": fact}
    mid = sim.residents[a].memory.add("we rowed", now=sim.now_s, importance_10=7, meta=meta)
    awake_here = {
        r
        for r, body in sim.bodies.items()
        if r not in (a, b) and not body.asleep and body.arena and body.arena.sector == here.sector
    }
    sim.norms.talk_concluded(sim, a, [mid])
    seen = {x["witness"] for x in sim.norms.log}
    assert awake_here and seen == awake_here
    assert all(x["norm"] == "raised_voices" and set(x["breakers"]) == {a, b} for x in sim.norms.log)


def test_a_quarrel_made_up_is_no_shouting_row():
    """A talk that made a quarrel up leaves its peace record (``facts.peace_key``): nobody
    hears raised voices (a made quarter: "David and Murdo had a shouting row in the pub" told
    seven times, of the two minutes they made it up in)."""
    from game.mind.facts import peace_key

    sim = late_town(start=datetime(2026, 5, 8, 19, 0))
    a, b = "oren_blythe", "jory_carrow"
    sim.bodies[b].arena = sim.bodies[a].arena
    fact = {"key": peace_key(a, b), "about": [a, b], "topic": "quarrel", "mine": "x", "told": "y"}
    mid = sim.residents[a].memory.add(
        "we made it up", now=sim.now_s, importance_10=7, meta={"event": True, "fact": fact}
    )
    sim.norms.talk_concluded(sim, a, [mid])
    assert sim.norms.log == []


def test_one_who_minds_it_hard_complains_or_if_shy_keeps_away():
    from game.mind.intentions import toward

    sim, flats = neighbours()
    assert len(flats) >= 2
    shy, bold = flats[:2]
    sim.norms.innate[shy] = "shy, principled, gruff"
    sim.norms.innate[bold] = "blunt, principled, gruff"
    for rid in (shy, bold):  # strangers to him: nothing to forgive
        rel = sim.residents[rid].relations.get("oren_blythe")
        if rel is not None:
            rel.closeness = 0.0
    noisy(sim)
    # one moment of noise is no grounds for keeping away, however hard it landed ...
    assert toward(sim.residents[shy], "oren_blythe", sim.now_s) == ""
    # ... a racket that is still going on a while later is, and the thought says so
    from game.sim.norms_watch import LASTS

    sim.run_steps(sim.clock.steps_for(LASTS / 3600))
    assert toward(sim.residents[shy], "oren_blythe", sim.now_s) == "avoid"
    assert toward(sim.residents[bold], "oren_blythe", sim.now_s) == ""
    mind = sim.residents[shy]
    away = [m for m in mind.memory.recent(50, kinds=("reflection",)) if "still at it" in m.content]
    assert len(away) == 1 and len(away[0].evidence) == 2
    first, still = (mind.memory.get(i) for i in away[0].evidence)
    assert still.created - first.created >= LASTS  # two moments: noticed, and still going
    assert {shy, bold} <= holders(sim)
    complaints = {
        rid
        for rid, r in sim.residents.items()
        for i in range(len(r.memory))
        if ":complaint:" in str((r.memory.get(i).meta.get("fact") or {}).get("key", ""))
    }
    assert {bold, shy} <= complaints
    # neither passes its complaint to the breaker as news ("Ann is fed up with you ..."): the
    # shy one never says it to him, the bold one says it to his face, in words for the face
    from game.mind import own_asks
    from game.mind.news import pick_news

    def offered(rid):
        got = pick_news(sim.residents[rid], ["oren_blythe"], sim.now_s + 600, k=5)
        return [m for m in got if ":complaint:" in str(m.meta.get("fact", {}).get("key", ""))]

    assert not offered(bold) and not offered(shy)
    (face,) = own_asks.held(sim.residents[bold])
    assert face.about[1] == "oren_blythe" and face.ask and face.ask not in (face.mine, face.told)
    assert own_asks.held(sim.residents[shy]) == ()


def test_a_breach_by_someone_seen_before_is_grounds_to_keep_away_and_the_thought_says_so():
    from game.mind.intentions import toward

    sim = late_town(start=datetime(2026, 5, 8, 19, 0))
    a, shy = "oren_blythe", "jory_carrow"
    here = sim.bodies[a].arena
    sim.bodies[shy].arena = here
    sim.bodies[shy].asleep = False
    sim.norms.innate[shy] = "shy, principled, gruff"
    rel = sim.residents[shy].relations.get(a)
    if rel is not None:
        rel.closeness = 0.0
    quiet, row = (
        next(n for n in sim.norms.tables.norms if n.kind == k) for k in ("quiet", "voice")
    )
    building = sim.norms.kinds(here)[0]
    sim.norms.breach(sim, quiet, (a,), building, here)
    assert toward(sim.residents[shy], a, sim.now_s) == ""  # once: no grounds
    sim.run_steps(sim.clock.steps_for(5 / 60))
    sim.bodies[shy].arena, sim.bodies[shy].asleep = here, False
    sim.norms.breach(sim, row, (a,), building, here)
    assert toward(sim.residents[shy], a, sim.now_s) == "avoid"
    mind = sim.residents[shy]
    thought = mind.memory.recent(5, kinds=("reflection",))[-1]
    assert "again" in thought.content and len(thought.evidence) == 2
    seen = [mind.memory.get(i) for i in thought.evidence]
    assert all(TAG in m.keywords for m in seen) and seen[0].created < seen[1].created


def test_a_complaint_is_told_to_a_few_not_only_to_the_first_who_listens():
    from game.mind.news import OWN_RETELL
    from game.sim.norms_watch import COMPLAINT_REACH

    assert COMPLAINT_REACH > OWN_RETELL  # else this test proves nothing
    sim, flats = neighbours()
    bold = flats[0]
    sim.norms.innate[bold] = "blunt, principled, gruff"
    rel = sim.residents[bold].relations.get("oren_blythe")
    if rel is not None:
        rel.closeness = 0.0
    noisy(sim)
    mind = sim.residents[bold]
    others = [r for r in sim.order if r not in holders(sim) and r != "oren_blythe"]
    assert len(others) > COMPLAINT_REACH

    def complaint(listener):
        got = pick_news(mind, [listener], sim.now_s + 600, k=5)
        return [m for m in got if ":complaint:" in str(m.meta.get("fact", {}).get("key", ""))]

    # (in the ten minutes it may have gone round to the breaker's door and said it there)
    ids = {
        i
        for i in range(len(mind.memory))
        if ":complaint:" in str(mind.memory.get(i).meta.get("fact", {}).get("key", ""))
    }
    already = sum(1 for r in mind.relations if ids & set(r.told))
    for n, listener in enumerate(others):
        got = complaint(listener)
        if n >= COMPLAINT_REACH - already:  # told to as many as it means to: then just talk
            assert not got
            break
        assert got, f"not offered to the {n + 1}th listener"
        mind.relations.know(listener, sim.bodies[listener].name).told.append(got[0].id)


# ---------------------------------------------------------------------------- when, as said
def test_a_breach_is_told_by_the_part_of_the_day_not_the_clock():
    """A witness says a racket was "late on Friday night", not "at 23:00" (a timetable, not a
    person); one after midnight is the night before's."""
    t = shipped()
    assert t.spoken_when(23 * 60, "Friday", "Thursday") == "late on Friday night"
    assert t.spoken_when(60, "Saturday", "Friday") == "late on Friday night"
    assert t.spoken_when(16 * 60 + 13, "Friday", "Thursday") == "on Friday afternoon"
    sim = late_town()
    sim.run_steps(sim.clock.steps_for(10 / 60))
    noisy(sim)
    told = [
        sim.residents[rid].memory.get(i).content
        for rid in holders(sim)
        for i in range(len(sim.residents[rid].memory))
        if TAG in sim.residents[rid].memory.get(i).keywords
    ]
    assert told and all("late on Friday night" in s for s in told), told
    assert not any(":" in s.split(",")[0][-6:] for s in told)  # (no clock time before the comma)


def test_a_norms_file_with_an_unknown_part_of_the_day_is_one_line(tmp_path):
    bad = tmp_path / "norms.toml"
    bad.write_text('[when]\nteatime = "at {day} teatime"\n', encoding="utf-8")
    with pytest.raises(NormError) as e:
        for_town(str(bad))
    assert "when.teatime" in str(e.value) and "\n" not in str(e.value)


def test_the_neighbour_it_lands_on_goes_round_and_a_sorry_breaker_turns_it_down():
    """A racket at night: the witness it lands on hardest (one who complains and does not keep
    away) goes round there and then and says it to the breaker's face; a breaker who says
    sorry turns it down (was: herbal tea and tidying next door, and forty more minutes of it)."""
    from game.mind import requests
    from game.mind.inner import complaints
    from game.mind.records import Fact

    sim, flats = neighbours()
    for rid in flats:  # (all minding it, none keeping away)
        sim.norms.innate[rid] = "blunt, principled, gruff"
        rel = sim.residents[rid].relations.get("oren_blythe")
        if rel is not None:
            rel.closeness = 0.0
    noisy(sim, minutes=25)
    plans = {rid: [a.description for a in sim.residents[rid].schedule.actions] for rid in flats}
    went = [rid for rid in flats if any("door about the noise" in d for d in plans[rid])]
    assert len(went) == 1, plans
    oren = sim.residents["oren_blythe"]
    told = [
        (m.meta.get("source"), f)
        for m in (oren.memory.get(i) for i in range(len(oren.memory)))
        if complaints.is_complaint(f := Fact.from_meta(m.meta.get("fact")))
    ]
    assert told and told[0][0] == went[0]  # said to his face by the one who went round
    said = requests.answer(oren, went[0], told[0][1], sim.config.seed)
    doing = sim.held_doing.get("oren_blythe")
    loud = doing is not None and doing.emoji == "🔊"
    assert loud == (said != "sorry"), (said, doing)
