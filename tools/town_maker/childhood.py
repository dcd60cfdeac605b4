"""What fits a resident's age: pastimes (the little ones' up to 8, the children's up to 13, the
teenagers' up to 17, the grown-ups' after) and what is on a pupil's mind (up to 8, up to 12, up to
17), so no fifteen-year-old waits for the tooth fairy or keeps bees, and no five-year-old plays
chess with anyone who will sit still. Lines are dealt (``dealing``) within their age's list;
a pupil's school is "school", as a child says it (not "a competition at Spinney Village School"). A
teenager has friends of about their own age at school.
"""

from __future__ import annotations

from tools.town_maker import catalogue
from tools.town_maker.dealing import Dealer
from tools.town_maker.people import Person, Workplace
from tools.town_maker.wording import fill, pick

PUPIL_BANDS = (  # what is on a pupil's mind, by age: up to 8, up to 12, up to 17
    (
        8,
        "pupils_young",
        (
            "{first} has a spelling test at school on Monday.",
            "{first} is saving pocket money for a kite.",
            "{first} lost a tooth this week and is waiting to see what it brings.",
            "{first} is growing a sunflower in a pot for a competition at school.",
            "{first} got a gold star at school for a story about a lost dog.",
            "{first} wants a dog and has a list of names ready, just in case.",
        ),
    ),
    (
        12,
        "pupils_middle",
        (
            "{first} is building a model lighthouse for the end-of-term show at school.",
            "{first} wants a bicycle for {their} birthday more than anything.",
            "{first} has been picked for the football team at school.",
            "{first} is learning a poem by heart for assembly.",
            "{first} has a new best friend at school; they sit together every day.",
            "{first} is in the school play and practises {their} lines at supper.",
        ),
    ),
    (
        17,
        "pupils_teen",
        (
            "{first} has exams coming up at school and has drawn up a revision timetable.",
            "{first} is saving every penny of pocket money for a second-hand guitar.",
            "{first} has been made captain of the football team at school.",
            "{first} is arguing at home about staying out later on Fridays.",
            "{first} is thinking about what to do after school and changes {their} mind weekly.",
            "{first} has a part in the play at school, and the first night is in a fortnight.",
        ),
    ),
)
PUPILS = tuple(line for _, _, lines in PUPIL_BANDS for line in lines)
# the lines above (and RETIRED's, ``personas``) that tell of a project of one's own time, by
# list and place in it: the residents file's ``project`` (a key of the built-in brain's
# ``activities.toml [projects]``), so a resident's hours go to what its words say it is doing
PROJECTS = {
    "pupils_middle": {0: "model", 2: "football", 3: "lines", 5: "lines"},
    "pupils_teen": {0: "revision", 2: "football", 5: "lines"},
    "retired": {1: "painting", 4: "photographs", 5: "recipes", 7: "knitting", 9: "computer"},
}
# a language whose list is another (Chinese: eight retired lines, in their own order)
PROJECTS_IN = {"zh": {"retired": {1: "painting", 4: "photographs", 6: "computer"}}}


def project_of(key: str, lines: list[str] | tuple[str, ...], line: str) -> str:
    """The ``project`` key of ``line`` dealt from the list ``key`` ("" for none)."""
    at = {n: i for i, n in enumerate(lines)}.get(line)
    known = PROJECTS_IN.get(catalogue.language(), {}).get(key) or PROJECTS.get(key, {})
    return "" if at is None else known.get(at, "")


TEEN_AGES = (14, 17)  # a teenager's pastimes, history, day and friends (school age's last years)


def teen(p: Person) -> bool:
    """Whether ``p`` is a teenager of school age: too old for the children's lists, too young
    for the grown-ups' (pub quizzes, allotments, a pint)."""
    return TEEN_AGES[0] <= p.age <= TEEN_AGES[1]


def pupil_news(deal: Dealer, p: Person) -> str:
    """What is on a pupil's mind, from the lines for ``p``'s age (no tooth fairy at fifteen);
    a project it tells of is ``p.project``."""
    _, key, lines = next((b for b in PUPIL_BANDS if p.age <= b[0]), PUPIL_BANDS[-1])
    said = pick(key, lines)
    line = deal.deal(key, said)
    p.project = p.project or project_of(key, said, line)
    return line


def pastime(deal: Dealer, p: Person) -> str:
    """A pastime that fits ``p``'s age, dealt so that no two children in three share one."""
    people = catalogue.load("people")
    if p.age < 9 and people.get("little_pastimes"):
        return deal.deal("little_pastimes", people["little_pastimes"])
    if p.age < TEEN_AGES[0] and people.get("child_pastimes"):
        return deal.deal("child_pastimes", people["child_pastimes"])
    if p.age <= TEEN_AGES[1] and people.get("teen_pastimes"):
        return deal.deal("teen_pastimes", people["teen_pastimes"])
    return deal.deal("pastimes", people["pastimes"])


SCHOOL_FRIENDS = (
    "A friend from {place}; they walk home together.",
    "A friend from {place}; they are in and out of each other's houses.",
    "A friend from {place}; they sit together in class.",
)


def school_friends(rng, places: list[Workplace]) -> list[tuple[Person, Person, str]]:
    """A teenager's friends: one or two schoolmates from another home within two years of age
    (a grown-up's friends are grown-ups; a fifteen-year-old's are fifteen), as (a, b, what
    each is to the other)."""
    out = []
    for w in places:
        teens = [p for p in w.pupils if teen(p)]
        for a in teens:
            mates = [b for b in teens if b.household is not a.household and abs(a.age - b.age) <= 2]
            for b in rng.sample(mates, min(len(mates), rng.choice((1, 2)))):
                text = rng.choice(pick("school_friends", SCHOOL_FRIENDS))
                out.append((a, b, fill(text, place=w.name)))
    return out
