"""Reader's checks for the believability bench in Chinese, second part: the rows that
``bench_believability`` reads with English words and spaces (names masked, introductions, news
told again, news about a listener, a speaker's repeats, third-person seams, events told after),
read on Chinese text. The bench picks this module for a town whose language is ``zh``, as it
picks ``zh_checks`` for fillers and questions. The word lists are the reader's own (this is the
measuring stick, not the brain): nothing here reads the brain's phrase tables.

* **names masked**: a resident's full name and given name (the name after a one-character
  surname) become one token, with no word boundaries to look for (Chinese has no spaces).
* **introduced**: a line that meets someone properly ("很高兴认识你", "幸会", "初次见面", "我们
  好像没见过", "你看着很面熟", "终于对上名字了") or gives the speaker's own name ("我叫孙国华",
  "我是国华").
* **news told again**: as in English, the fact after a news lead (``extract_news``), compared by
  its words; a Chinese fact's words are its two-character runs, with names and the pronouns
  that say whose voice it is in (我, 你, 他, 她, 的) cut out, so "我明天办晚宴" and "孙国华明天办
  晚宴" are one fact.
* **news about listener**: a fact whose subject is the listener (its name first, or 你).
* **speaker repeats**: sentences of six Chinese characters or more (about four words) that the
  same speaker already said that game day, names masked.
* **3rd-person seams**: a line in which the speaker calls itself by its own full name (not in
  "我叫…", "我是…"), so "杨玉珍在修板车" or "杨玉珍说" in 杨玉珍's own mouth; or a sentence in the
  first person (我) with a 他 or 她 of the speaker's own gender (as its look says, else as its
  description calls it) and nobody of that gender named or meant before it (a man's "我跟儿子
  说他…" is the son; "我…他…" with nobody before is the speaker left in the third person); or an
  aspect said twice where a phrase met its slot ("正在站在讲台前讲课", "正在在家").
* **events told after**: a line that names a gathering (the record's own name for it) with a
  word of the future (今晚, 明天, 星期六, 下周, 要办, 一定来, 你去不去…) in a talk that ended
  after the gathering did.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

CJK = r"\u3400-\u9fff"
TOKEN = "<N>"


def _parts(name: str) -> list[str]:
    """A Chinese name and its given name (after a one-character surname)."""
    return [name, name[1:]] if len(name) >= 3 else [name]


def masker(names, forms=()):
    """Every resident's full and given name, and every form of address of them (``forms``,
    whole: 郑阿姨, 老郑), as one token ("<N>")."""
    parts = {p for n in names for p in _parts(n) if p} | {f for f in forms if f}
    parts = sorted(parts, key=len, reverse=True)
    if not parts:
        return lambda text: text
    rx = re.compile("|".join(re.escape(p) for p in parts))
    return lambda text: rx.sub(TOKEN, text)


# ------------------------------------------------------------------ introductions
INTRO = re.compile(
    r"认识你(?:真|很)?(?:高兴|好)|(?:很|真)?高兴认识你|幸会|初次见面|久仰|我们(?:好像|应该)?(?:还)?没见过|"
    r"(?:还)?没(?:打过交道|人给我们介绍过)|正式认识|你(?:看着)?(?:很|挺)?(?:面熟|眼熟)|对上名字|"
    r"从没说过话|还没真正聊过|擦肩而过"
)


def introduces(conv, names, only: str = "") -> bool:
    """Whether anyone (``only``: that resident) in the talk introduces themselves."""
    for rid, _, text in conv["lines"]:
        if only and rid != only:
            continue
        own = _parts(names.get(rid, ""))
        if INTRO.search(text) or any(
            n and re.search(rf"我(?:叫|是|就是){re.escape(n)}", text) for n in own
        ):
            return True
    return False


# ------------------------------------------------------------------ news
_VOICE = re.compile(rf"[^{CJK}]+|[我你他她的]")


def fact_words(fact: str, mask) -> frozenset[str]:
    """A fact's words for comparing tellings: its two-character runs, names and the pronouns of
    whose voice it is in cut out."""
    out: set[str] = set()
    for run in _VOICE.split(mask(fact)):
        out |= {run[i : i + 2] for i in range(len(run) - 1)}
    return frozenset(out)


def about_listener(fact: str, listener: str) -> bool:
    """Whether a fact told to ``listener`` is about the listener: its name, or 你, comes first."""
    return fact.startswith((*_parts(listener), "你"))


def news_to_subject(convs, extract) -> int:
    """Lines whose shared fact (``extract``: the news protocol's reader) is about a listener."""
    n = 0
    for c in convs:
        for speaker, _, text in c["lines"]:
            fact = extract(text)
            if fact and any(
                rid != speaker and about_listener(fact, name)
                for rid, name in zip(c["members"], c["names"], strict=False)
            ):
                n += 1
    return n


# ------------------------------------------------------------------ repeats
_SENTENCE = re.compile(r"[^。！？!?…]+[。！？!?…]*")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def self_repeats(convs, mask) -> str:
    """Sentences of six characters or more the same speaker already said that game day."""
    seen, rep, total = set(), 0, 0
    for c in convs:
        day = (c["ended"] or "")[:15]
        for rid, _, text in c["lines"]:
            for sent in sentences(mask(text)):
                if len(re.findall(rf"[{CJK}]", sent)) < 6:
                    continue
                total += 1
                key = (rid, day, sent.rstrip("。！？!?…"))
                rep += key in seen
                seen.add(key)
    return f"{rep / max(1, total):.1%}"


# ------------------------------------------------------------------ seams
_HE = re.compile(r"(?<!其)他(?![们乡])")
_SHE = re.compile(r"她(?!们)")
_PERSON = re.compile(
    r"儿子|女儿|闺女|丈夫|老公|妻子|老婆|媳妇|爱人|父亲|母亲|爸|妈|爹|娘|哥|姐|弟|妹|爷|奶|外公|外婆|"
    r"姥|叔|伯|姨|舅|姑|婶|孙子|孙女|侄|外甥|朋友|伙伴|同学|同事|邻居|孩子|小孩|娃|男孩|女孩|"
    r"小伙|姑娘|宝宝|学生|老师|校长|先生|太太|师傅|徒弟|学徒|客人|顾客|老板|掌柜|伙计|医生|大夫|"
    r"村长|所长|狗|猫|牛|羊|人|谁|大家|家伙|对象|那位|这位"
)


# an aspect said twice where a phrase was put into a slot: "正在站在讲台前讲课" (a posture verb
# with its 在 after 正在), "正在在家", "在正在", "正在正忙"
_DOUBLED = re.compile(r"正在(?:[站坐躺蹲靠待呆趴跪]在|在|正)|(?<![现存实])在正在")


def gender_of(text: str) -> str:
    """'m' or 'f' by the pronouns a resident's own description uses of it ('' if unsure): for
    one whose look does not say."""
    m, f = len(_HE.findall(text)), len(_SHE.findall(text))
    return "m" if m > f else "f" if f > m else ""


def _own_name(text: str, name: str) -> bool:
    """The speaker's own full name in its line, other than as an introduction."""
    return any(
        not re.search(r"(?:我叫|我是|叫我|是)$", text[: m.start()])
        for m in re.finditer(re.escape(name), text)
    )


def seam_lines(convs, people: dict[str, str]) -> tuple[int, int, list[str]]:
    """(lines with a seam, lines, examples); ``people``: each resident's name and gender."""
    by_gender: dict[str, list[str]] = {}
    for n, g in people.items():
        by_gender.setdefault(g, []).extend(_parts(n))
    bad = total = 0
    examples: list[str] = []
    for c in convs:
        for _speaker, name, text in c["lines"]:
            total += 1
            g = people.get(name, "")
            hit = len(name) >= 2 and _own_name(text, name) or bool(_DOUBLED.search(text))
            for sent in sentences(text) if g and not hit else ():
                pron = (_HE if g == "m" else _SHE).search(sent)
                if "我" not in sent or pron is None:
                    continue
                before = sent[: pron.start()]
                if _PERSON.search(before) or any(n in before for n in by_gender.get(g, ())):
                    continue
                hit = True
                break
            bad += hit
            if hit and len(examples) < 20:
                examples.append(f"{name}: {text}")
    return bad, total, examples


def seams(convs, sim) -> str:
    people = {
        r.name: {"male": "m", "female": "f"}.get(r.persona.appearance.get("gender", ""))
        or gender_of(f"{r.persona.learned}{r.persona.lifestyle}{r.persona.currently}")
        for r in sim.residents.values()
    }
    bad, total, _ = seam_lines(convs, people)
    return f"{bad}/{total}"


# ------------------------------------------------------------------ events told after
FUTURE = re.compile(
    r"今晚|今天晚上|今儿晚上|明天|明晚|明儿|后天|(?<![上前])(?:周|星期|礼拜)[一二三四五六日天]|下周|"
    r"下星期|下礼拜|要办|准备办|打算办|在筹备|张罗|一定来|能来|会来|你来吗|你去吗|去不去|来不来|"
    r"都可以去|欢迎|快到了|就要到|到时候"
)


def told_after(text: str, when: datetime, events) -> bool:
    """Whether a line said at ``when`` speaks of a gathering of ``events`` ((its name, its
    end)) as still to come after it ended."""
    return any(w in text and when > end and FUTURE.search(text) for w, end in events)


def after_events(convs, sim) -> str:
    events = []
    for r in sim.residents.values():
        for f in r.persona.facts:
            if f.event is not None:
                ev = f.event
                end = datetime.fromisoformat(ev.date) + timedelta(minutes=ev.end)
                events.append((ev.what, end))
    bad = total = 0
    for c in convs:
        try:
            when = datetime.strptime(str(c.get("ended") or ""), "%a %d %b %Y %H:%M")
        except ValueError:
            continue  # still going at the end of the run
        for _s, _n, text in c["lines"]:
            total += 1
            bad += told_after(text, when, events)
    return f"{bad}/{total}"
