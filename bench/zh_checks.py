"""Reader's checks for the believability bench in Chinese: the two rows ``believability_checks``
reads in English (fillers per 1,000 lines, questions ignored), read on Chinese text. The bench
picks this module for a town whose language is ``zh``. The word lists are the reader's own (this
is the measuring stick, not the brain); the brain's phrase tables are read for two things only:
the forms of address (names, not filler) and the lines that answer a kind of question.

**Fillers.** Chinese has no spaces, so the English "three-word phrase" becomes a run of four
characters (a Chinese word is one to two characters: four are about three words) inside one
clause, and a clause of three characters is a phrase of its own ("说实话", "老样子"); shorter
ones ("好嘞", "是吗"), and three with a closing particle ("你好啊": "你好" and a tone), are like
English lines of fewer than three words. What says who, where and when is
content, not filler, as in English: residents' names (full and given), the place names (and their
two-character parts, as English drops every word of a building's name), the name of a gathering,
clock times, dates and "home" (回家, 在家, 到家) cut a clause. Each phrase counts once per line;
the rate is lines per thousand that carry it.

**Ignored questions.** A question is the last sentence of a line ending in "？" that asks the
listener something (not a news lead such as "你听说了吗？", not a reaction such as "真的？", not
a tag such as "你会来的，对吧？"). The next line by someone else must answer it: by the kind of
question, what its answer carries (plans: a time, a next thing or "还没想好"; "how are you": a
state or what one is doing; sleep: a night; a meal: eaten or not; "when": a time; "still at it":
done, nearly, still; "busy": busy or not, or what one is at; "what brings you": a doing; at a
counter: an order or a no; a gathering: going or not; "what do you make of it": a view), or a
whole line of a phrase set whose lines answer that kind (``ANSWER_SETS``: "手上的活儿没断过。"
answers "今天累不累？" with no word of the lists). Greetings, goodbyes and questions back
answer nothing. Questions of no kind we can place count only when they get no reply at all.
"""

from __future__ import annotations

import re
from collections import Counter

from believability_checks import own_texts

CJK = r"\u3400-\u9fff"
_STOPS = "。！？!?…"
_CLAUSE = re.compile(rf"[^{CJK}]+")  # anything not a Chinese character ends a clause
_PARTICLES = "啊呀吧呢吗嘛啦哦哈嘞喽"  # a clause's closing tone: "你好啊" is "你好", two words

# ------------------------------------------------------------------ fillers
CLOCK = (
    r"(?:上午|下午|中午|晚上|半夜|凌晨|早上)?[零一二两三四五六七八九十\d]+点(?:半|一刻|三刻|钟|\d+分?)?"
    r"|\d+月\d+日|周[一二三四五六日]|星期[一二三四五六日天]|回家|在家|到家"
)


def address_forms(names) -> list[str]:
    """Every form of address the built-in brain's tables in use make of these names (郑淑芬:
    郑阿姨, 郑姨, 老郑, 郑奶奶 ...; ``game.brains.builtin.address_forms``): names, not filler."""
    from game.brains.builtin.address_forms import name_parts, surname_first
    from game.brains.builtin.tables import active

    forms = [v for k, v in active().pieces.items() if k.startswith("address_")]
    out = set()
    for n in names:
        if surname_first(n):
            surname, given = name_parts(n)
            out |= {t.format(surname=surname, given=given) for v in forms for t in v}
    return sorted(out)


def masker(names, places=(), events=(), forms=()):
    """A function that cuts out of a line every name, form of address (``forms``: whole),
    place, gathering, clock time, date and "home" (each becomes a clause break)."""
    parts = set(forms)
    for n in names:
        parts.add(n)
        if len(n) >= 3:
            parts.add(n[1:])  # the given name (a one-character surname)
    for p in [*places, *events]:
        parts.add(p)
        for run in re.findall(rf"[{CJK}]+", p):
            parts |= {run[i : i + 2] for i in range(len(run) - 1)}
    alts = sorted((p for p in parts if p), key=len, reverse=True)
    rx = re.compile("|".join([*(re.escape(p) for p in alts), CLOCK]))
    return lambda text: rx.sub("|", text)


def grams(line: str, mask) -> set[str]:
    """The phrases of a line: four-character runs within a clause, and clauses of three."""
    out: set[str] = set()
    for clause in _CLAUSE.split(mask(line)):
        if len(clause) == 3 and clause[-1] not in _PARTICLES:
            out.add(clause)
        out |= {clause[i : i + 4] for i in range(len(clause) - 3)}
    return out


def fillers_over(
    lines: list[str], mask, per_k: int, most: int = 30, content: frozenset[str] = frozenset()
):
    """Every phrase carried by more than ``per_k`` lines per thousand, commonest first, as
    (phrase, per thousand, two lines that carry it); none of ``content`` (the town's own
    sentences: news told in its own words)."""
    counts: Counter = Counter()
    for line in lines:
        counts.update(grams(line, mask) - content)
    out = []
    for phrase, n in counts.most_common(most):
        rate = round(1000 * n / max(1, len(lines)))
        if rate <= per_k:
            break
        shown = [x for x in lines if phrase in grams(x, mask)][:2]
        out.append((phrase, rate, shown))
    return out


def filler_rate(lines: list[str], mask, content: frozenset[str] = frozenset()) -> tuple[str, int]:
    """The commonest phrase and how many lines per thousand carry it."""
    top = fillers_over(lines, mask, 0, 1, content)
    return (top[0][0], top[0][1]) if top else ("", 0)


# ------------------------------------------------------------------ questions
_NOT_ASKING = re.compile(
    r"^(?:是吗|真的|真的吗|真的假的|不会吧|天哪，真的吗|你听说了吗|你知道吗|你听说没有|对了，你听说没有|"
    r"顺便问一句，你知道吗|听说最新的消息了吗|有人跟你说了吗|我跟你说过吗|能跟你说件事吗|"
    r"你信吗|谁信啊|是不是|对吧|是吧|懂吗)[？?]$"
)
_TAG = re.compile(r"，(?:对吧|是吧|是不是|对不对)[？?]$")  # "你会来的，对吧？" states

TIME = (
    r"点|上午|下午|中午|晚上|今晚|晚|早|半夜|一会儿|待会儿|马上|明天|今天|左右|前后|之前|以后|"
    r"不走远|一整天|附近|进进出出|老时间|照常|回头|过一阵|等一会儿|个把钟头|忙完这阵|晚些"
)
UNSURE = (
    r"不知道|说不准|说不好|不好说|不一定|看心情|没想好|走一步看一步|到时候|再说|不确定|没定|"
    r"没什么事|没安排|什么都没安排|清闲|随便"
)
WELL = (
    r"(?:挺|很|还|都|太|真|蛮|不|老)好|好着|好得|不错|还行|凑合|过得去|马马虎虎|累|疲|忙|闲|"
    r"清静|抱怨|老样子|平常|往常|一样|知足|满足|安稳|平静|顺|糟|坏|低落|难过|难受|伤心|担心|"
    r"紧张|撑|熬|活着|开心|高兴|没事|死不了|烦|舒服|精神|硬朗|还可以|就那样|七上八下|不踏实|"
    r"提不起劲|心里|说不上来|一般|更好|好些|说得过去|照常|那样|平安|不赖|滋润|好好的|照过|吃得下|"
    r"倍儿棒|乏|还成|一天天|踏实|偷闲|安生|利索|^好|能吃能睡|舒坦|可好|就好|超好"
)
DOING = r"正在|正忙|忙着|在[^，。]{1,14}呢|^就是|^在|就是在|这会儿|手头|眼下|我在|正往|正要|在去|赶着去|路上"
SLEEP = r"睡|醒|香|夜|好|还行|不错|凑合|不太|挺|一般|糟|差|强"
MEAL = (
    r"吃|饭|还没|没有|没呢|歇|喘|回来|不回|肯定|当然|应该|一起|好啊|行啊|好的|没问题|待会儿|马上|"
    r"一会儿|错过|留"
)
PLANS = (
    rf"{TIME}|{UNSURE}|去|回家|要|得|打算|准备|然后|接下来|先|再|没有|没事|没什么|有事|不了|"
    r"不去|不出|不会|会|就在|待着|照计划|老规矩|我就|忙完|闲|歇|坐坐|这就|接着|回学校|回去"
)
STILL = (
    r"完|好了|快|还在|还没|差不多|收尾|是啊|是的|嗯|可不|还得|马上|最后|慢慢|一会儿|刚|从.{1,8}"
    r"(?:起|开始|到现在)|忙|不着急|再坐|再待|清闲|换换|不赶|趁着"
)
PROGRESS = r"进展|快|慢|差不多|还早|多|少|顺|好|完|难|说不准|难说|走着瞧"
ATTEND = (
    r"去|来|到|算我|错过|一定|尽量|走得开|上班|当班|干活|不了|没想好|不确定|到时候|有空|可惜|"
    r"当然|肯定|也许|看看|我办的|张罗|第一个"
)
SERVE = r"来|要|买|不用|谢谢|随便|看看|老样子|就|杯|暂时|先|找|零碎|路过|打个招呼"
PLACE = r"在|去|到|回|家|这儿|那儿|里|上|路上|附近"
READY = r"好了|差不多|基本|应该|就差|放心|还没|快了|妥了|都好"
VIEW = r"支持|看|觉得|说不好|不好说|难说|不清楚|走着瞧|站在|对|错|该|希望|担心|操心"

# (kind, question pattern, what an answer must carry), first match wins
KINDS: list[tuple[str, re.Pattern, str]] = [
    (
        "serve",
        re.compile(
            r"喝点什么|吃点什么|来点什么|还是老样子|倒点什么|找什么|买齐|帮忙找|买点什么|要点什么|"
            r"需要什么|能帮你|要帮忙吗|办点什么"
        ),
        SERVE,
    ),
    ("attend", re.compile(r"你去吗|去不去|会去|会来|见到你吗|你来吗|来不来|能来吗"), ATTEND),
    ("sleep", re.compile(r"睡|昨晚"), SLEEP),
    ("meal", re.compile(r"(?<!想)吃(?!好)|饭|歇过|喘口气|肚子"), MEAL),
    ("progress", re.compile(r"进展得|进展如何|进展怎么样|进度|弄得怎么样"), PROGRESS),
    # whether one is ready for the day ("今天的事都安排妥了？"), answered by how ready
    ("ready", re.compile(r"安排妥|准备好了|都准备好|收拾好了|收拾妥"), READY),
    ("when", re.compile(r"几点|什么时候|多晚|很晚|老时间"), TIME + "|" + UNSURE),
    (
        "plans",
        re.compile(
            r"待会儿|一会儿|等会儿|等下|接下来|之后|下一站|下一件|后面还有|打算|安排|去哪|出门|"
            r"出去|明天|周末"
        ),
        PLANS,
    ),
    (
        "doing",
        re.compile(
            r"来办什么事|什么风|忙啥|忙什么|忙些什么|干什么呢|做什么呢|干嘛|弄什么|什么活|做什么|干些啥|忙些啥|张罗什么|忙活什么|捣鼓"
        ),
        DOING,
    ),
    ("still", re.compile(r"忙完|弄完|做完|干完|完了吗|快好了|还在|快完"), STILL),
    (
        "busy",
        re.compile(r"忙不忙|忙吗|忙吧|忙着呢|活儿多|人多|热闹吗|忙得过来"),
        rf"{WELL}|{DOING}|多|少|热闹|冷清|没停|停过|平稳|还算|一点",
    ),
    # what one makes of a matter ("你觉得那事怎么样？"), answered by a view
    ("view", re.compile(r"怎么看|你觉得.{1,12}(?:怎么样|如何)|怎么想"), VIEW),
    (
        "wellbeing",
        re.compile(
            r"怎么样|如何|还好|好吗|好吧|都好|顺|咋样|硬朗|没事吧|麻烦|心情|累不累|累了|玩得开心|"
            r"吃好喝好|尽兴|舒服|舒心|舒坦|精神|还行|可好|毛病|痛快|照旧|岔子|出什么事|安生|安稳|利索|怎样|过得去|挺好|灵便|累着|滋润|如意|都好"
        ),
        rf"{WELL}|{DOING}",
    ),
    ("where", re.compile(r"哪儿|哪里|在哪"), PLACE + "|" + UNSURE),
]

_GREETING = re.compile(
    r"^(?:你好呀|你好啊|你好|您好|嗨|嘿|哟|哎|嗯|哦|啊|哈|呀|又碰上了|又见面了|你也在这儿|你也在啊|"
    r"你也在|你在这儿啊|回来啦|你也起来了|好久不见|好久没碰见了|正好你在|正想找你呢|一天见两次|"
    r"又是你啊|又是你|我们真有缘|看看这是谁|真希望能碰到你|我就猜是你|你气色真好|正盼着能遇见你呢|"
    r"<N>|[\s…，、！。]+)+$"
)
_GOODBYE = re.compile(
    r"^(?:好了|那|行|嗯|哦|好|反正)?(?:回头见|回见|再见|拜拜|保重|慢走|晚安|下次见|下回再聊|改天再聊|"
    r"改天吧|那改天|回头聊|待会儿见|一会儿见|晚饭见|课间见|下课再说|.{0,8}上见|那.{0,4}见|我先走了|我走啦|"
    r"走了啊|我得走了|该走了|得赶紧了|不能多待了|我得飞奔了|要迟到了|我要迟到了|不能停|路过而已|"
    r"有点赶|没法停下|正赶路呢|现在没空聊|没时间停下来|不耽误你|不打扰你|我得回去干活|接着干|"
    r"工作在召唤|那边还等着我|活儿还堆着|我得忙去了|活儿不会自己干完|不能光站着聊天|不说了|我得干活|我先忙|手上还有一堆事|"
    r"再不干活|得接着忙|活儿还等着我|我该去干正事|我这儿还忙着|我该专心上课|我得听讲|老师看着呢|"
    r"别回来太晚|我一会儿就回来|我先去忙了|早点回来|路上慢点|路上小心|别熬夜|我去歇会儿|"
    r"想喝茶就叫我|我在另一个屋里|有事叫我|真高兴碰到你|聊得真开心|跟你聊天真好|常联系|"
    r"照顾好自己|有空来家里坐坐|见到你真高兴|你也是|去吧|快去吧|去忙吧|看看这时间|哟，都这个点了|"
    r"先走一步|先这样|下回吧|溜了|回头再说|老师盯着|先听课|下课找你|该做题|课上不能说话|等放学|"
    r"我忙去了|回来再说|等会儿聊|有事喊我)"
)


def last_question(text: str) -> str:
    """The last sentence of a line when it ends in a question mark ('' otherwise)."""
    t = text.strip()
    if not t.endswith(("？", "?")):
        return ""
    cut = max(t.rfind(c, 0, len(t) - 1) for c in _STOPS + "—")
    return t[cut + 1 :].strip()


def question_kind(question: str) -> str:
    """What a question asks ('none' for no question, '' for one we cannot place)."""
    if not question or _NOT_ASKING.match(question) or _TAG.search(question):
        return "none"
    return next((kind for kind, rx, _ in KINDS if rx.search(question)), "")


def _without_greetings(reply: str) -> str:
    """``reply`` with every whole greeting and goodbye of the tables in use taken out (the
    ``greet_*`` and ``bye_*`` sets: "{addr}，又碰上了。" is a greeting whatever words
    ``_GREETING`` knows)."""
    from game.brains.builtin.phrases_said import without
    from game.brains.builtin.tables import active

    names = tuple(n for n in active().phrases if n.startswith(("greet_", "bye_")))
    return without(names, reply) if names else reply


def _body(reply: str, mask) -> list[str]:
    """The clauses of a reply that say something: no greeting, no goodbye, no question back."""
    out = []
    for sent in re.findall(rf"[^{_STOPS}]+[{_STOPS}]*", mask(_without_greetings(reply))):
        clauses = re.split(r"[，、；：,…。！!]+", sent)
        if sent.rstrip("…").endswith(("？", "?")) and not _TAG.search(sent):
            # a question back asks in its last clause; what comes before it in the sentence
            # may answer ("回来，晚上吃什么？": back, yes)
            clauses = [c for c in clauses if c.strip()][:-1]
        for clause in clauses:
            c = clause.strip()
            if c and not _GREETING.match(c) and not _GOODBYE.match(c):
                out.append(c)
    return out


# The phrase sets of the built-in brain's tables whose lines answer each kind of question (a
# name covers the sets it begins: "ans_back" is ans_back_early too, "ans_fine" a child's
# ans_fine_kid). A reply that carries a whole line of one of them ("手上的活儿没断过。", an
# answer to "今天累不累？") answers, whatever words the lists above know: the answers are read
# with the phrases that say them, so a new answer line needs no word added here. A line of
# the wrong set ("吃过了，谢谢。" to "今天累不累？") is no answer still.
ANSWER_SETS: dict[str, tuple[str, ...]] = {
    "serve": ("ans_customer",),
    "attend": ("attend_", "invite_taken_", "heard_taken_", "discuss_taken_", "ans_asked_event_"),
    "sleep": ("ans_slept",),
    "meal": ("ans_ate", "ans_not_ate", "ans_dinner", "ans_break"),
    "progress": ("ans_follow_project", "ans_follow_after_project", "ans_steady", "ans_still"),
    "ready": ("ans_ready",),
    "when": ("ans_back", "ans_next"),
    "plans": ("ans_next", "ans_no_next", "ans_back", "thank_request_", "ans_request_"),
    "doing": ("ans_doing", "ans_way", "ans_here", "ans_block_long", "ans_project", "ans_customer"),
    "still": ("ans_still", "ans_seen", "ans_doing", "ans_way", "ans_block_long"),
    "busy": ("ans_busy", "ans_not_busy", "ans_steady", "ans_their_work", "ans_doing", "ans_way"),
    "view": ("opinion_", "ans_stance_", "ans_follow_", "discuss_taken_"),
    "wellbeing": (
        "ans_fine", "ans_busy", "ans_not_busy", "ans_steady", "ans_holding", "ans_upset",
        "ans_mood_", "ans_happened", "ans_evening", "ans_kin", "ans_follow_", "ans_their_work",
        "ans_lonely", "ans_hurt", "ans_help", "ans_day_", "ans_block_long", "ans_project",
    ),
    "where": ("ans_doing", "ans_way", "ans_here", "ans_back"),
}  # fmt: skip


def answer_sets(kind: str) -> tuple[str, ...]:
    """The tables' phrase sets (in use: the town's language) that answer ``kind``."""
    from game.brains.builtin.tables import active

    heads = ANSWER_SETS.get(kind, ())
    return tuple(n for n in active().phrases if n.startswith(heads)) if heads else ()


def said_as_answer(kind: str, reply: str) -> bool:
    """Whether ``reply`` carries a whole line (its own words, slots any) of a set that answers
    ``kind``."""
    from game.brains.builtin.phrases_said import said_worded

    return any(said_worded(name, reply) for name in answer_sets(kind))


def answers(kind: str, reply: str, mask=lambda t: t) -> bool:
    """Does ``reply`` carry what an answer to a question of ``kind`` carries: a line of a phrase
    set that answers it (``ANSWER_SETS``; first: "算我一个。" is a yes before it is a joining
    in), or the words such an answer carries?"""
    if kind and said_as_answer(kind, reply):
        return True
    body = _body(reply, mask)
    if not body:
        return False
    if not kind:
        return True
    need = next(n for k, _, n in KINDS if k == kind)
    return any(re.search(need, c) for c in body)


def name_mask(convs):
    """Every speaker's name (full and given) as "<N>", so "你好，婉清" reads as a greeting."""
    names = {n for c in convs for n in c["names"]}
    parts = sorted({p for n in names for p in (n, n[1:] if len(n) >= 3 else n)}, key=len)
    rx = re.compile("|".join(re.escape(p) for p in reversed(parts))) if parts else None
    return (lambda t: rx.sub("<N>", t)) if rx else (lambda t: t)


def ignored_questions(convs) -> tuple[int, int, list[str]]:
    """(questions ignored, questions asked, a few examples) over the run's talks."""
    mask = name_mask(convs)
    asked = ignored = 0
    examples: list[str] = []
    for c in convs:
        lines = c["lines"]
        for i, (speaker, name, text) in enumerate(lines):
            q = last_question(mask(text))
            kind = question_kind(q)
            if kind == "none" or not q:
                continue
            asked += 1
            reply = next((t for s, _, t in lines[i + 1 :] if s != speaker), None)
            if reply is None or not answers(kind, reply, mask):
                ignored += 1
                if len(examples) < 40:
                    examples.append(f"[{kind or '?'}] {name}: {q}  ->  {reply!r}")
    return ignored, asked, examples


# ------------------------------------------------------------------ the bench's rows
def filler_row(lines: list[str], sim, show: bool = False) -> str:
    """The "top filler /1k lines" row for a Chinese town (``show``: every phrase over 10 per
    1,000 lines, with two lines that carry it, on stderr)."""
    import sys

    residents = sim.residents.values()
    mask = masker(
        [r.name for r in residents],
        [s.name for s in sim.town.tree.sectors()] + [sim.town.name],
        [f.event.what for r in residents for f in r.persona.facts if f.event is not None],
        address_forms([r.name for r in residents]),
    )
    # the town's own sentences (its residents file's facts, a request's meeting too) are news
    # in their own words
    own = [t for r in residents for f in r.persona.facts for t in own_texts(f) if t]
    content = frozenset(g for t in own for g in grams(t, mask))
    phrase, per_k = filler_rate(lines, mask, content)
    if show:
        shown = [f"-- fillers over 10/1k, {sim.town.name} (Chinese reading):"]
        for p, rate, ex in fillers_over(lines, mask, 10, 30, content):
            shown += [f"{rate:4d} {p!r}", *(f"       {x}" for x in ex)]
        print("\n".join(shown), file=sys.stderr)
    return f"{per_k} '{phrase}'" if phrase else "-"
