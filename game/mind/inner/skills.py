"""Skills: what a resident gets better at by doing it, and forgets a little when it stops.

A skill has a name, a level 0..1, when it was last practised and the highest stage it has
reached. ``practise`` closes a share of the gap to 1 per minute (``level += rate * (1 - level)``
taken exactly over the minutes: the returns diminish); ``fade`` takes a share of the level
off at the end of a day it was left alone. The stages are named in the data file
(``game/mind/data/skills.toml``, read once by ``tables()``): reaching one not reached before
is news, a ``Fact`` record in the resident's words and in anyone else's (``milestone``).

Which skill a doing practises is looked up by kinds, never by words: the kind of object an
action uses (``objects``; at one's own work also ``work_objects``) and, at work, the kind of
the work place (``trades``). A resident's starting skills are its residents file's
``skills``, and its trade at ``trade_start`` unless the file names it (``starting``).
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.mind.records import Fact

DATA = Path(__file__).resolve().parents[1] / "data" / "skills.toml"
TOPIC = "project"  # a milestone is news of something one works towards (game.mind.facts.TOPICS)


class SkillTableError(ValueError):
    """A skills table that cannot be used; the message is one line."""


@dataclass(frozen=True)
class Stage:
    name: str
    start: float  # the level it begins at
    mine: str  # as the one who reached it says it ("" for the first stage: no news)
    told: str  # as anyone else does


@dataclass(frozen=True)
class SkillKind:
    noun: str  # how it is said in a sentence ("the piano")
    start: float  # the level it starts at
    rate: float  # the share of the gap to 1 a minute of practice closes
    lines: dict[str, tuple[str, str]]  # stage -> (mine, told), its own wording


@dataclass(frozen=True)
class SkillTables:
    stages: tuple[Stage, ...]
    skills: dict[str, SkillKind]
    objects: dict[str, str]  # object kind -> skill, anywhere
    work_objects: dict[str, str]  # object kind -> skill, at one's own work
    trades: dict[str, str]  # work room or building kind -> skill
    trade_start: float
    work_share: float
    forget: float
    idle_s: float

    def stage_index(self, level: float) -> int:
        i = 0
        for n, stage in enumerate(self.stages):
            if level >= stage.start:
                i = n
        return i

    def stage(self, level: float) -> str:
        return self.stages[self.stage_index(level)].name

    def kind(self, name: str) -> SkillKind:
        """A skill of the table, or (a residents file's own) one said as its name."""
        return self.skills.get(name) or SkillKind(name.replace("_", " "), 0.1, 0.0005, {})


@dataclass(frozen=True)
class Skill:
    level: float
    last_s: float | None = None  # game seconds it was last practised (None: not yet)
    best: int = 0  # the highest stage reached (its news was told)

    def to_dict(self) -> dict:
        return {"level": self.level, "last_s": self.last_s, "best": self.best}

    @classmethod
    def from_dict(cls, d: dict) -> Skill:
        last = d.get("last_s")
        return cls(float(d["level"]), None if last is None else float(last), int(d.get("best", 0)))


def practise(skill: Skill, minutes: float, rate: float, now_s: float) -> Skill:
    """``skill`` after ``minutes`` of practice at ``rate`` (diminishing returns)."""
    level = 1.0 - (1.0 - skill.level) * math.exp(-rate * minutes)
    return Skill(min(1.0, level), now_s, skill.best)


def fade(skill: Skill, t: SkillTables, now_s: float) -> Skill:
    """``skill`` at the end of a day: a little forgotten if left alone for ``idle_hours``."""
    if skill.last_s is not None and now_s - skill.last_s < t.idle_s:
        return skill
    return Skill(skill.level * (1.0 - t.forget), skill.last_s, skill.best)


def starting(declared: dict[str, float], trade: str, t: SkillTables) -> dict[str, Skill]:
    """A resident's skills on its first day: those its file declares, and its trade."""
    out = {
        name: Skill(float(level), None, t.stage_index(level)) for name, level in declared.items()
    }
    if trade and trade not in out:
        level = t.trade_start
        out[trade] = Skill(level, None, t.stage_index(level))
    return out


def milestone(rid: str, name: str, skill: str, stage: int, t: SkillTables) -> Fact:
    """The news of ``rid`` (called ``name``) reaching ``stage`` at ``skill``: a record."""
    st = t.stages[stage]
    kind = t.kind(skill)
    mine, told = kind.lines.get(st.name, (st.mine, st.told))
    fill = {"name": name, "skill": kind.noun, "stage": st.name}
    return Fact(
        key=f"skill:{rid}:{skill}:{stage}",
        about=(rid,),
        topic=TOPIC,
        mine=mine.format(**fill),
        told=told.format(**fill),
    )


# ---------------------------------------------------------------------------- the table
def _num(v: Any, where: str, lo: float = 0.0, hi: float = 1.0) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float) or not lo <= v <= hi:
        raise SkillTableError(f"{where}: expected a number from {lo} to {hi}, got {v!r}")
    return float(v)


def _text(v: Any, where: str) -> str:
    if not isinstance(v, str):
        raise SkillTableError(f"{where}: expected text, got {v!r}")
    rest = v
    for field in ("name", "skill", "stage"):  # the only placeholders a line may use
        rest = rest.replace("{" + field + "}", "")
    if "{" in rest or "}" in rest:
        raise SkillTableError(f"{where}: only {{name}}, {{skill}}, {{stage}} may be filled in")
    return v


def _at(d: Any, key: str, where: str) -> Any:
    if not isinstance(d, dict) or key not in d:
        raise SkillTableError(f"{where}: missing {key!r}")
    return d[key]


def _names(d: Any, where: str, skills: dict[str, SkillKind]) -> dict[str, str]:
    if not isinstance(d, dict):
        raise SkillTableError(f"{where}: expected a table of kind = skill")
    for k, v in d.items():
        if v not in skills:
            raise SkillTableError(f"{where}.{k}: {v!r} is not one of [skills]")
    return dict(d)


def parse(doc: dict, source: str = "skills.toml") -> SkillTables:
    """The tables in ``doc`` (a parsed TOML file); ``SkillTableError`` names a bad entry."""
    try:
        p = doc["practice"]
        stages = []
        for i, s in enumerate(doc["stages"]):
            at = f"{source}: stages[{i}]"
            if not isinstance(_at(s, "name", at), str) or not s["name"]:
                raise SkillTableError(f"{at}.name: expected a name")
            lines = (
                ("", "")
                if i == 0
                else (_text(_at(s, "mine", at), at), _text(_at(s, "told", at), at))
            )
            stages.append(Stage(s["name"], _num(_at(s, "from", at), at + ".from"), *lines))
        if not stages or stages[0].start != 0.0:
            raise SkillTableError(f"{source}: stages must begin with one from 0")
        if any(b.start <= a.start for a, b in zip(stages, stages[1:], strict=False)):
            raise SkillTableError(f"{source}: stages must rise in `from`")
        named = {s.name for s in stages}
        skills = {}
        for name, s in doc["skills"].items():
            at = f"{source}: skills.{name}"
            mine, told = s.get("mine", {}), s.get("told", {})
            if set(mine) - named or set(mine) != set(told):
                raise SkillTableError(f"{at}: mine and told must word the same named stages")
            lines = {k: (_text(mine[k], at), _text(told[k], at)) for k in mine}
            skills[name] = SkillKind(
                _text(_at(s, "noun", at), at),
                _num(_at(s, "start", at), at + ".start"),
                _num(_at(s, "rate", at), at + ".rate"),
                lines,
            )
        return SkillTables(
            stages=tuple(stages),
            skills=skills,
            objects=_names(doc["objects"], f"{source}: objects", skills),
            work_objects=_names(doc["work_objects"], f"{source}: work_objects", skills),
            trades=_names(doc["trades"], f"{source}: trades", skills),
            trade_start=_num(p["trade_start"], f"{source}: practice.trade_start"),
            work_share=_num(p["work_share"], f"{source}: practice.work_share"),
            forget=_num(p["forget"], f"{source}: practice.forget"),
            idle_s=_num(p["idle_hours"], f"{source}: practice.idle_hours", 0, 24 * 365) * 3600,
        )
    except KeyError as e:
        raise SkillTableError(f"{source}: missing {e.args[0]!r}") from None
    except (TypeError, AttributeError) as e:
        raise SkillTableError(f"{source}: an entry has the wrong shape ({e})") from None


@lru_cache(maxsize=1)
def tables() -> SkillTables:
    """The shipped table, read once."""
    with DATA.open("rb") as f:
        return parse(tomllib.load(f), DATA.name)
