"""The activity taxonomy: what an activity text means, where it happens, how it breaks down.

One table serves plan phrasing, decomposition, place choice and summaries. A ``Category`` has
keywords (matched at word starts, so "pharmac" matches pharmacy and pharmacist), preferred
sector / arena / object kinds (best first; the sector kind "home" means the resident's own
home), and sub-action ``Step`` templates with the object kinds they use, minutes and an emoji.
``variants`` swap the steps when the place resolves to another sector kind (lunch at the pub is
not lunch at home). Classifying a text costs one pass of ~40 precompiled regexes (microseconds).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Step:
    """One sub-action template: alternatives (one is picked per use), object kinds, minutes."""

    texts: tuple[str, ...]
    objs: tuple[str, ...] = ()
    minutes: int = 10
    emoji: str = ""
    arenas: tuple[str, ...] = ()  # arena kinds to prefer for this step


def S(
    text: str | tuple[str, ...],
    objs: str = "",
    minutes: int = 10,
    emoji: str = "",
    arenas: str = "",
) -> Step:
    """Compact ``Step`` constructor: kinds are space-separated strings."""
    texts = (text,) if isinstance(text, str) else tuple(text)
    return Step(texts, tuple(objs.split()), minutes, emoji, tuple(arenas.split()))


@dataclass(frozen=True)
class Category:
    name: str
    keywords: tuple[str, ...]
    sectors: tuple[str, ...]
    arenas: tuple[str, ...]
    objs: tuple[str, ...]
    steps: tuple[Step, ...]
    emoji: str
    past: str  # for summaries: "worked at", "ate"
    opening: tuple[Step, ...] = ()
    closing: tuple[Step, ...] = ()
    variants: dict[str, tuple[Step, ...]] = field(default_factory=dict)
    customer: str = ""  # for work categories: what a non-employee does there
    home_only: bool = False  # happens at home unless the text names somewhere else
    long: bool = False  # one action for the whole slice (sleep)
    # routines run their steps once, in table order, then idle; other categories cycle
    once: bool = False
    idle: Step | None = None


def C(name, keywords, sectors, arenas, objs, steps, emoji, past, **kw) -> Category:
    return Category(
        name,
        tuple(keywords.split("|")),
        tuple(sectors.split()),
        tuple(arenas.split()),
        tuple(objs.split()),
        tuple(steps),
        emoji,
        past,
        **kw,
    )


_MEAL_CAFE = (
    S("order {meal} at the counter", "counter", 5, "🧾"),
    S(("eat {meal} at a table", "enjoy {meal} by the window"), "cafe_table", 15, "🥐"),
    S("people-watch over {meal}", "cafe_table", 10, "👀"),
    S("pay and chat with the barista", "counter", 5, "💬"),
)
_MEAL_PUB = (
    S("order {meal} at the bar", "bar_counter", 5, "🍺"),
    S("eat {meal} at a table", "pub_table", 15, "🍲"),
    S("chat with the bartender", "bar_counter", 10, "💬"),
)
_MEAL_PARK = (
    S("unpack {meal} on a bench", "bench picnic_table", 5, "🥪"),
    S("eat {meal} on a bench", "bench picnic_table", 15, "🥪"),
    S("toss crusts to the ducks", "", 5, "🦆", "pond"),
    S("watch the fountain while eating", "fountain bench", 10, "⛲"),
)
_MEAL_OTHER = (
    S("eat {meal}", "reading_table desk cafe_table kitchen_table counter", 15, "🥪"),
    S("take a short break over {meal}", "reading_table desk", 10, "🍎"),
)
_COFFEE_HOME = (
    S(("brew a pot of coffee", "put the kettle on"), "stove", 5, "☕"),
    S(
        ("drink coffee at the kitchen table", "sip coffee and read the news"),
        "kitchen_table sofa desk",
        10,
        "☕",
    ),
)
_STUDY_HOME = (
    S("watch an online lecture", "desk computer", 15, "💻"),
    S("do the assigned exercises", "desk", 15, "✏️"),
    S("email the teacher a question", "desk computer", 5, "📧"),
    S("review notes", "desk bed", 10, "📝"),
)

TAXONOMY: tuple[Category, ...] = (
    C(
        "sleep",
        "sleep|asleep|nap|bed for the night",
        "home",
        "bedroom studio",
        "bed",
        [S("sleep", "bed", 15, "😴")],
        "😴",
        "slept",
        long=True,
        home_only=True,
    ),
    C(
        "bedtime",
        "go to bed|get ready for bed|ready for bed|turn in|wind down|winds down|"
        "bedtime|pyjama|before bed|in bed",
        "home",
        "bedroom studio bathroom",
        "bed sink",
        [
            S("read a few pages in bed", "bed", 15, "📖"),
            S("make a cup of herbal tea", "stove", 5, "🍵", "kitchen studio"),
            S("tidy up the room", "wardrobe desk", 5, "🧺"),
            S("write tomorrow's to-do list", "desk", 5, "📝"),
            S("sit quietly on the sofa", "sofa", 10, "🛋️"),
        ],
        "🌙",
        "wound down at home",
        once=True,
        idle=S(("read a few pages in bed", "relax quietly"), "bed sofa", 10, "📖"),
        closing=(
            S("brush teeth", "sink", 5, "🪥", "bathroom"),
            S("change into pyjamas", "wardrobe", 5, "👕"),
            S("turn off the light and get into bed", "bed", 5, "💡"),
        ),
        home_only=True,
    ),
    C(
        "morning",
        "wake|morning routine|get up|get ready|getting ready|start the day|get dressed|stretch",
        "home",
        "bedroom bathroom kitchen studio",
        "bed shower sink wardrobe",
        [
            S("take a shower", "shower", 10, "🚿", "bathroom"),
            S("brush teeth", "sink", 5, "🪥", "bathroom"),
            S("get dressed", "wardrobe", 5, "👔"),
            S("make the bed", "bed", 5, "🛏️"),
            S("put the kettle on", "stove", 5, "☕", "kitchen studio"),
            S("do a few stretches", "bed sofa", 10, "🧘"),
            S("check the weather out of the window", "desk wardrobe", 5, "🌤️"),
        ],
        "🌅",
        "got ready in the morning",
        opening=(S(("wake up and stretch", "switch off the alarm and get up"), "bed", 5, "🥱"),),
        home_only=True,
        once=True,
        idle=S(("potter around the house", "check messages"), "sofa desk kitchen_table", 10, "🏠"),
    ),
    C(
        "hygiene",
        "shower|bath|wash|brush teeth|shave|toilet",
        "home",
        "bathroom studio",
        "shower sink toilet",
        [
            S("take a shower", "shower", 10, "🚿"),
            S("brush teeth", "sink", 5, "🪥"),
            S("comb hair in the mirror", "sink", 5, "🪮"),
        ],
        "🚿",
        "washed",
        home_only=True,
        once=True,
        idle=S("potter around the house", "sofa desk", 10, "🏠"),
    ),
    C(
        "meal",
        "breakfast|lunch|dinner|supper|meal|eat|cook|brunch|snack|stew|sandwich",
        "home cafe pub",
        "kitchen studio dining_area",
        "stove kitchen_table fridge",
        [
            S(("cook {meal}", "prepare {meal}"), "stove", 15, "🍳", "kitchen studio"),
            S("set the table", "kitchen_table", 5, "🍽️", "kitchen studio"),
            S("eat {meal}", "kitchen_table sofa", 15, "🍽️", "kitchen studio"),
            S("chat over {meal}", "kitchen_table", 10, "💬", "kitchen studio"),
        ],
        "🍽️",
        "ate",
        opening=(S("take ingredients out of the fridge", "fridge", 5, "🥕", "kitchen studio"),),
        closing=(S("wash the dishes", "sink", 5, "🧽", "kitchen studio"),),
        once=True,
        idle=S(
            ("linger over {meal}", "chat at the table"),
            "kitchen_table cafe_table pub_table bench picnic_table reading_table",
            10,
            "💬",
        ),
        variants={
            "cafe": _MEAL_CAFE,
            "pub": _MEAL_PUB,
            "park": _MEAL_PARK,
            "college": _MEAL_OTHER,
            "supply_store": _MEAL_OTHER,
            "market": _MEAL_OTHER,
            "town_hall": _MEAL_OTHER,
        },
    ),
    C(
        "coffee",
        "coffee|latte|cappuccino|espresso|pastry|croissant|black coffee|cup of tea|cafe~|café~",
        "cafe home",
        "dining_area counter kitchen",
        "cafe_table counter",
        [
            S("queue at the counter", "counter", 5, "🧍"),
            S("order a {drink}", "counter coffee_machine", 5, "☕"),
            S(
                ("sip a {drink} at a table", "enjoy a {drink} by the window"),
                "cafe_table",
                10,
                "☕",
            ),
            S("read the paper over a {drink}", "cafe_table", 10, "📰"),
            S("chat with the barista", "counter", 5, "💬"),
        ],
        "☕",
        "had coffee",
        variants={"home": _COFFEE_HOME},
    ),
    # ---- work, one category per kind of workplace --------------------------------------
    C(
        "work_pharmacy",
        "pharmac|prescription|blood-pressure|blood pressure|clinic|medicine|nurse",
        "market",
        "pharmacy",
        "pharmacy_counter",
        [
            S("fill a prescription", "pharmacy_counter", 10, "💊"),
            S("advise a customer about cold medicine", "pharmacy_counter", 10, "🗣️"),
            S("check a customer's blood pressure", "pharmacy_counter", 10, "🩺"),
            S("restock the cold-medicine shelf", "pharmacy_counter grocery_shelf", 10, "📦"),
            S("log today's prescriptions", "pharmacy_counter", 10, "📝"),
            S("phone the wholesaler about an order", "pharmacy_counter", 5, "📞"),
        ],
        "💊",
        "worked at the pharmacy counter",
        opening=(S("unlock the medicine cabinet", "pharmacy_counter", 5, "🔑"),),
        closing=(S("count the till and lock the cabinet", "pharmacy_counter", 5, "🔒"),),
        customer="errands",
    ),
    C(
        "work_market",
        "aisle|shelves|stack|grocer|checkout|till|cashier|market~",
        "market",
        "aisles storeroom",
        "grocery_shelf cash_register",
        [
            S("stack cans on a shelf", "grocery_shelf", 10, "🥫"),
            S("restock the bread shelf", "grocery_shelf", 10, "🍞"),
            S("ring up a customer at the till", "cash_register", 5, "🧾"),
            S("carry boxes in from the storeroom", "", 10, "📦", "storeroom"),
            S("help a customer find the flour", "grocery_shelf", 5, "🙋"),
            S("face the shelves neatly", "grocery_shelf", 10, "🧹"),
            S("check the dates on the milk", "grocery_shelf", 5, "🥛"),
        ],
        "🛒",
        "worked in the market",
        customer="errands",
    ),
    C(
        "work_store",
        "shop floor|supply|hardware|tools|run the store|run the shop",
        "supply_store",
        "shop_floor",
        "tool_shelf cash_register",
        [
            S("help a customer choose a saw", "tool_shelf", 10, "🪚"),
            S("restock boxes of nails", "tool_shelf", 10, "📦"),
            S("ring up a sale", "cash_register", 5, "🧾"),
            S("cut a key for a customer", "workbench tool_shelf", 5, "🔑"),
            S("check the inventory list", "cash_register", 10, "📋"),
            S("sweep the shop floor", "", 5, "🧹", "shop_floor"),
        ],
        "🧰",
        "ran the shop floor",
        customer="errands",
    ),
    C(
        "work_workshop",
        "workshop|carpent|furniture|plank|oak |sawdust|build|benches",
        "supply_store",
        "workshop",
        "workbench",
        [
            S("measure and mark oak planks", "workbench", 10, "📏"),
            S("saw a plank to length", "workbench", 15, "🪚"),
            S("sand a bench slat", "workbench", 15, "🪵"),
            S("glue and clamp a joint", "workbench", 10, "🔧"),
            S("sharpen the chisels", "tool_shelf workbench", 10, "🔪"),
            S("sweep up the sawdust", "workbench", 5, "🧹"),
        ],
        "🪚",
        "worked in the workshop",
        customer="errands",
    ),
    C(
        "work_cafe",
        "barista|work the counter|run the counter|counter|serve|baking",
        "cafe",
        "counter kitchen",
        "coffee_machine counter",
        [
            S("pour a latte for a customer", "coffee_machine", 5, "☕"),
            S("take an order at the counter", "counter", 5, "🧾"),
            S("steam milk for a cappuccino", "coffee_machine", 5, "🥛"),
            S("wipe down the tables", "cafe_table", 10, "🧽"),
            S("restock the pastry case", "counter", 10, "🥐"),
            S("bake a tray of croissants", "stove", 15, "🥐", "kitchen"),
            S("wash cups", "sink", 10, "🫧", "kitchen"),
            S("chat with a regular at the counter", "counter", 5, "💬"),
        ],
        "☕",
        "worked at the cafe counter",
        opening=(S("switch on the coffee machine", "coffee_machine", 5, "🔌"),),
        closing=(S("clean the coffee machine", "coffee_machine", 10, "🧽"),),
        customer="coffee",
    ),
    C(
        "work_pub",
        "tend bar|tends bar|bartend|run the bar|runs the bar|behind the bar",
        "pub",
        "bar kitchen lounge",
        "bar_counter",
        [
            S("pull a pint for a regular", "bar_counter", 5, "🍺"),
            S("mix a cocktail", "bar_counter", 5, "🍸"),
            S("wipe down the bar", "bar_counter", 5, "🧽"),
            S("collect empty glasses", "pub_table", 10, "🍻"),
            S("stir the beef stew", "stove", 10, "🍲", "kitchen"),
            S("change a keg", "bar_counter", 10, "🛢️"),
            S("chat with a customer at the bar", "bar_counter", 10, "💬"),
        ],
        "🍺",
        "worked behind the bar",
        customer="social_pub",
    ),
    C(
        "work_office",
        "office|clerk|mayor|town hall|council|permit|constituent|records",
        "town_hall",
        "office hall lobby",
        "desk computer meeting_table",
        [
            S("answer emails", "computer desk", 10, "📧"),
            S("review permit applications", "desk", 15, "📑"),
            S("take a phone call from a resident", "desk", 5, "📞"),
            S("meet a resident about a complaint", "meeting_table desk", 15, "🤝"),
            S("draft a notice for the bulletin board", "desk", 10, "📝"),
            S("pin a notice on the bulletin board", "bulletin_board", 5, "📌"),
            S("file records", "bookshelf desk", 10, "🗂️"),
        ],
        "🏛️",
        "worked at Town Hall",
        customer="journalism",
    ),
    C(
        "work_library",
        "librar|cataloguing|check out books|library desk",
        "college",
        "library",
        "computer library_shelf reading_table",
        [
            S("check out books for a student", "computer", 5, "📚"),
            S("shelve returned books", "library_shelf", 10, "📚"),
            S("catalogue donated letters", "reading_table computer", 15, "🗂️"),
            S("help a student find a source", "library_shelf", 10, "🔎"),
            S("update the catalogue", "computer", 10, "💻"),
        ],
        "📚",
        "worked in the library",
        customer="study",
    ),
    C(
        "teach",
        "teach|lecture|office hours|grade|grading|lesson|midterm",
        "college",
        "classroom hall office",
        "lectern blackboard desk",
        [
            S("write on the blackboard", "blackboard", 10, "✍️"),
            S("lecture from the lectern", "lectern", 15, "🧑‍🏫"),
            S("answer a student's question", "student_desk lectern", 5, "🙋"),
            S("hand out worksheets", "student_desk", 5, "📄"),
            S("grade midterms", "desk lectern", 15, "📝"),
        ],
        "🧑‍🏫",
        "taught",
        closing=(S("pack up the lecture notes", "lectern desk", 5, "🗒️"),),
        customer="classes",
    ),
    C(
        "classes",
        "class|course|seminar|rehearsal|ensemble|school|tutorial|lab practical",
        "college",
        "classroom hall",
        "student_desk",
        [
            S("take notes during the lecture", "student_desk", 15, "📝"),
            S("work through an exercise", "student_desk", 10, "✏️"),
            S("ask the lecturer a question", "student_desk", 5, "🙋"),
            S("discuss the problem with classmates", "student_desk", 10, "💬"),
            S("copy the diagram from the blackboard", "student_desk", 10, "📐"),
        ],
        "🎓",
        "attended classes",
        variants={"home": _STUDY_HOME},
    ),
    C(
        "study",
        "study|studies|homework|research|archive|revise|essay|exam|test|tutor|flashcard",
        "college home",
        "library bedroom studio",
        "reading_table desk",
        [
            S("read a chapter of the textbook", "reading_table desk", 15, "📖"),
            S("take notes", "reading_table desk", 10, "📝"),
            S("pull a book from the shelf", "library_shelf bookshelf", 5, "📚"),
            S("search the catalogue", "computer", 5, "💻"),
            S("work through practice problems", "reading_table desk", 15, "✏️"),
        ],
        "📖",
        "studied",
    ),
    C(
        "gardening",
        "garden|prune|pruning|roses|weed|planting|seedling|seed|compost|tend the park|"
        "tends the park|park keeper|flower bed",
        "park home",
        "garden lawn pond",
        "garden_bed flower_bed",
        [
            S("prune the rose beds", "flower_bed", 15, "✂️"),
            S("weed the vegetable bed", "garden_bed", 15, "🌱"),
            S("water the seedlings", "garden_bed flower_bed", 10, "💧"),
            S("rake leaves off the lawn", "", 10, "🍂", "lawn"),
            S("check the fountain", "fountain", 5, "⛲"),
            S("note which bulbs are sprouting", "flower_bed", 5, "📓"),
        ],
        "🌱",
        "gardened",
        variants={
            "home": (
                S("water the seedlings on the windowsill", "sink", 10, "🌱"),
                S("leaf through a seed catalogue", "sofa kitchen_table desk", 15, "📗"),
                S("repot a seedling", "kitchen_table", 10, "🪴"),
            )
        },
    ),
    C(
        "writing",
        "write|writing|writes|novel|draft|chapter|article|stories|story|newsletter|"
        "notebook|feature|manuscript",
        "home cafe college",
        "bedroom studio dining_area library",
        "desk cafe_table reading_table",
        [
            S(
                ("write a page of the draft", "write a new paragraph"),
                "desk cafe_table reading_table",
                15,
                "✍️",
            ),
            S("reread yesterday's pages", "desk cafe_table reading_table", 10, "📖"),
            S("jot ideas in a notebook", "desk cafe_table reading_table", 5, "📓"),
            S("edit a tricky paragraph", "desk cafe_table reading_table", 10, "✏️"),
            S("stare out of the window, thinking", "desk cafe_table reading_table", 5, "🤔"),
        ],
        "✍️",
        "wrote",
    ),
    C(
        "painting",
        "paint|easel|canvas|sketch|draw|comic|mural|portfolio|art ",
        "home park college",
        "studio classroom garden lawn",
        "easel desk",
        [
            S("mix colours on the palette", "easel desk", 10, "🎨"),
            S(
                ("work on the canvas", "paint for a while", "add a layer of colour"),
                "easel desk",
                15,
                "🖌️",
            ),
            S("sketch ideas", "easel desk", 10, "✏️"),
            S("step back to study the canvas", "easel desk", 5, "🧐"),
            S("clean the brushes", "sink easel", 5, "🧼"),
        ],
        "🎨",
        "painted",
        variants={
            "park": (
                S("sketch the pond from a bench", "bench", 15, "✏️"),
                S("study the light on the water", "", 5, "🌅", "pond"),
                S("sketch passers-by", "bench fountain", 10, "✏️"),
            )
        },
    ),
    C(
        "errands",
        "errand|shopping|shop|groceries|buy|pick up|supplies|refill",
        "market supply_store",
        "aisles pharmacy shop_floor",
        "grocery_shelf cash_register tool_shelf",
        [
            S("pick up bread and milk", "grocery_shelf", 10, "🛒"),
            S("compare prices on the shelf", "grocery_shelf", 5, "🏷️"),
            S("choose fresh vegetables", "grocery_shelf", 10, "🥕"),
            S("pay at the till", "cash_register", 5, "💳"),
        ],
        "🛍️",
        "ran errands",
        variants={
            "supply_store": (
                S("look for a new hammer", "tool_shelf", 10, "🔨"),
                S("buy a box of screws", "tool_shelf", 5, "🔩"),
                S("pay at the till", "cash_register", 5, "💳"),
            )
        },
    ),
    C(
        "exercise",
        "jog|running|go for a run|goes for a run|runs around|run around|exercise|workout|cycling|swim",
        "park",
        "pond lawn",
        "bench",
        [
            S("jog around the pond", "", 15, "🏃", "pond"),
            S("stretch on the lawn", "", 5, "🧘", "lawn"),
            S("sprint along the path", "", 5, "🏃", "lawn"),
            S("cool down on a bench", "bench", 5, "🪑"),
        ],
        "🏃",
        "went running",
    ),
    C(
        "walk",
        "walk|stroll|wander|ducks",
        "park",
        "lawn pond garden plaza",
        "bench fountain flower_bed",
        [
            S("stroll along the path", "", 10, "🚶", "lawn"),
            S("feed the ducks by the pond", "", 5, "🦆", "pond"),
            S("admire the flower beds", "flower_bed", 5, "🌷"),
            S("rest on a bench", "bench", 10, "🪑"),
            S("watch the fountain", "fountain", 5, "⛲"),
        ],
        "🚶",
        "took a walk",
    ),
    C(
        "park",
        "park|picnic|playground|swing|sit outside|birdwatch|fresh air",
        "park",
        "lawn pond playground plaza",
        "bench picnic_table",
        [
            S("sit on a bench in the sun", "bench", 10, "☀️"),
            S("watch the birds", "bench", 10, "🐦"),
            S("have a snack at the picnic table", "picnic_table", 10, "🧺"),
            S("take a turn on the swing", "swing", 5, "🌳"),
        ],
        "🌳",
        "spent time in the park",
    ),
    C(
        "reading",
        "read |reads|reading|book|mystery|newspaper|the news |magazine|crossword|journal",
        "home college cafe",
        "living_room bedroom studio library common_room",
        "sofa bookshelf bed reading_table",
        [
            S("pick a book from the shelf", "bookshelf library_shelf", 5, "📚"),
            S(
                ("read a chapter", "read a few pages"),
                "sofa bed reading_table cafe_table",
                15,
                "📖",
            ),
            S("do the crossword", "sofa kitchen_table cafe_table", 10, "✏️"),
            S("read the news", "sofa kitchen_table cafe_table", 10, "📰"),
            S("make a cup of tea", "stove", 5, "🍵", "kitchen studio"),
        ],
        "📖",
        "read",
    ),
    C(
        "puzzles",
        "puzzle|chess|sudoku|board game",
        "home",
        "living_room studio common_room",
        "desk kitchen_table sofa",
        [
            S("set up the chessboard", "kitchen_table desk", 5, "♟️"),
            S("work on a logic puzzle", "desk kitchen_table sofa", 15, "🧩"),
            S("play through a chess problem", "kitchen_table desk", 15, "♟️"),
        ],
        "🧩",
        "solved puzzles",
    ),
    C(
        "piano",
        "piano",
        "home college",
        "living_room hall",
        "piano",
        [
            S("warm up with scales on the piano", "piano", 10, "🎹"),
            S("practise the tricky middle section", "piano", 15, "🎹"),
            S("play the piece from start to finish", "piano", 10, "🎶"),
            S("pencil fingerings into the score", "piano", 5, "✏️"),
        ],
        "🎹",
        "practised piano",
    ),
    C(
        "guitar",
        "guitar",
        "home",
        "bedroom studio common_room",
        "guitar",
        [
            S("tune the guitar", "guitar", 5, "🎸"),
            S("play a few songs quietly", "guitar", 15, "🎸"),
            S("work out a new chord progression", "guitar", 10, "🎶"),
        ],
        "🎸",
        "played guitar",
    ),
    C(
        "music",
        "music|practis~|practic~|rehears~|recital|song|instrument|band|bass",
        "home college",
        "hall bedroom living_room",
        "piano guitar",
        [
            S("practise scales", "piano guitar", 10, "🎵"),
            S("rehearse the recital piece", "piano guitar", 15, "🎶"),
            S("listen to a recording", "desk bed sofa", 10, "🎧"),
        ],
        "🎵",
        "practised music",
    ),
    C(
        "crafts",
        "carve|carving|whittle|wooden|knit|sew|craft",
        "home",
        "living_room studio",
        "desk kitchen_table workbench",
        [
            S("carve a small wooden figure", "desk kitchen_table", 15, "🪵"),
            S("sand the figure smooth", "desk kitchen_table", 10, "🪵"),
            S("sharpen the carving knife", "desk kitchen_table", 5, "🔪"),
        ],
        "🪵",
        "carved wood",
    ),
    C(
        "coding",
        "code|codes|coding|program|software|debug",
        "home college",
        "bedroom studio library",
        "desk computer",
        [
            S("write code", "desk computer", 15, "💻"),
            S("debug a tricky error", "desk computer", 10, "🐛"),
            S("run the tests", "desk computer", 5, "💻"),
            S("read documentation", "desk computer", 10, "📖"),
        ],
        "💻",
        "coded",
    ),
    C(
        "baking",
        "bake|bakes|baking|croissants|pastries|bread|cake|dough",
        "home cafe",
        "kitchen studio",
        "stove kitchen_table",
        [
            S("knead the dough", "kitchen_table", 10, "🥖"),
            S("shape croissants", "kitchen_table", 10, "🥐"),
            S("bake a tray in the oven", "stove", 15, "🔥"),
            S("cool pastries on a rack", "kitchen_table", 5, "🥐"),
            S("wash the mixing bowls", "sink", 5, "🧽"),
        ],
        "🥐",
        "baked",
    ),
    C(
        "social_pub",
        "pub~|drink|pint|beer|darts|debat|live music|quiz|copper kettle~",
        "pub",
        "lounge bar",
        "pub_table dartboard bar_counter",
        [
            S("order a pint at the bar", "bar_counter", 5, "🍺"),
            S("play a round of darts", "dartboard", 15, "🎯"),
            S("chat with friends at a table", "pub_table", 15, "💬"),
            S("debate politics over a pint", "pub_table", 15, "🗣️"),
            S("listen to the music", "pub_table", 10, "🎵"),
        ],
        "🍻",
        "went to the pub",
    ),
    C(
        "social",
        "chat|meet|meets|friend|visit|socialis|gossip|catch up|family time",
        "cafe park pub",
        "dining_area lounge lawn",
        "cafe_table pub_table bench",
        [
            S("chat with friends at a table", "cafe_table pub_table bench", 15, "💬"),
            S("share a pot of tea", "cafe_table", 10, "🫖"),
            S("laugh about the week", "cafe_table pub_table bench", 10, "😄"),
            S("order another round of drinks", "counter bar_counter", 5, "☕"),
        ],
        "💬",
        "met friends",
    ),
    C(
        "event",
        "party|celebration|concert|festival|gathering|puzzle night|book club|swap|fair|"
        "host~|attend~|valentine",
        "cafe pub park college",
        "dining_area lounge lawn hall plaza",
        "cafe_table pub_table picnic_table",
        [
            S("greet friends", "cafe_table pub_table picnic_table bench", 5, "👋"),
            S("chat with neighbours", "cafe_table pub_table picnic_table bench", 15, "💬"),
            S("grab a snack and a drink", "counter bar_counter picnic_table", 5, "🥤"),
            S("dance to the music", "", 10, "💃"),
            S("listen to a toast", "cafe_table pub_table", 5, "🥂"),
            S("laugh with friends", "cafe_table pub_table picnic_table bench", 10, "😄"),
        ],
        "🎉",
        "went to a gathering",
        variants={
            "host": (
                S("hang decorations", "counter cafe_table", 10, "🎀"),
                S("arrange tables and chairs", "cafe_table pub_table", 10, "🪑"),
                S("set out snacks", "counter bar_counter", 10, "🥐"),
                S("welcome guests at the door", "cafe_table", 5, "👋"),
                S("make sure everyone has a drink", "counter bar_counter", 10, "🥂"),
            )
        },
    ),
    C(
        "campaign",
        "campaign|voter|meet voters|meeting voters|flyer|canvass|election|platform|rally",
        "park cafe market",
        "plaza dining_area lawn",
        "bulletin_board bench fountain cafe_table",
        [
            S("hand out campaign flyers", "bench fountain", 10, "📣"),
            S("listen to a voter's concerns", "bench cafe_table", 10, "👂"),
            S("pin a flyer on the bulletin board", "bulletin_board", 5, "📌"),
            S("shake hands with passers-by", "fountain bench", 5, "🤝"),
            S("jot down ideas for the platform", "bench cafe_table", 5, "📝"),
        ],
        "📣",
        "campaigned",
    ),
    C(
        "journalism",
        "interview|report|journalis|reporter|gazette|cover|press|print",
        "town_hall cafe",
        "lobby hall office dining_area",
        "meeting_table desk cafe_table computer",
        [
            S("interview someone for the newsletter", "meeting_table cafe_table desk", 15, "🎤"),
            S("take notes on a council matter", "desk meeting_table", 10, "📝"),
            S("type up notes", "computer desk cafe_table", 10, "💻"),
            S("check a fact by phone", "desk cafe_table", 5, "📞"),
        ],
        "📰",
        "reported",
    ),
    C(
        "promote",
        "spread the word|invite|invitation|poster|announce|tell everyone|tell people",
        "cafe park market",
        "dining_area plaza aisles",
        "bulletin_board counter bench",
        [
            S("tell a neighbour about the party", "bench cafe_table counter", 10, "💌"),
            S("pin a poster on the bulletin board", "bulletin_board", 5, "📌"),
            S("hand out invitations", "counter bench fountain", 10, "💌"),
            S("chat with passers-by", "bench fountain", 10, "💬"),
        ],
        "💌",
        "spread the word",
    ),
    C(
        "accounts",
        "accounts|the books|bills|paperwork|emails|budget|ledger|deliveries|admin|"
        "receipts|campaign notes",
        "home",
        "living_room studio bedroom kitchen",
        "desk computer kitchen_table",
        [
            S("go through receipts", "desk kitchen_table", 10, "🧾"),
            S("update the ledger", "desk kitchen_table", 15, "📒"),
            S("pay bills", "desk", 5, "💳"),
            S("answer emails", "desk computer", 10, "📧"),
            S("phone a supplier", "desk", 5, "📞"),
        ],
        "📒",
        "did paperwork",
        home_only=True,
    ),
    C(
        "chores",
        "tidy|clean|laundry|chores|dishes|sweep|vacuum|housework",
        "home",
        "kitchen living_room studio",
        "sink wardrobe",
        [
            S("wash the dishes", "sink", 10, "🧽"),
            S("sweep the floor", "", 10, "🧹"),
            S("fold laundry", "wardrobe", 10, "👕"),
            S("wipe the kitchen counters", "stove sink", 5, "🧽"),
            S("water the houseplants", "sink", 5, "🪴"),
        ],
        "🧹",
        "did chores",
        home_only=True,
    ),
    C(
        "relax",
        "relax|rest |resting|sofa|tv |television|unwind|quiet evening|radio|evening at home",
        "home",
        "living_room studio common_room",
        "sofa tv",
        [
            S("watch TV on the sofa", "tv sofa", 15, "📺"),
            S("chat with whoever is home", "sofa", 10, "💬"),
            S("listen to the radio", "sofa", 10, "📻"),
            S("make a cup of tea", "stove", 5, "🍵", "kitchen studio"),
            S("look out of the window", "sofa desk", 5, "🪟"),
        ],
        "🛋️",
        "relaxed at home",
        home_only=True,
    ),
)

BY_NAME = {c.name: c for c in TAXONOMY}
_ORDER = {c.name: i for i, c in enumerate(TAXONOMY)}
GENERIC = Category(
    "generic",
    (),
    ("home",),
    (),
    (),
    (
        S("{activity}", "desk sofa kitchen_table bench cafe_table", 15, "🙂"),
        S("take a short break", "sofa bench cafe_table kitchen_table", 5, "☕"),
    ),
    "🙂",
    "went about the day",
)
WORK_CATEGORIES = frozenset(c.name for c in TAXONOMY if c.customer)

_PATTERNS = tuple(
    (
        c,
        tuple(
            (
                kw,
                re.compile(
                    r"\b" + re.escape(kw.strip(" ~")) + (r"\b" if kw.endswith(" ") else ""),
                    re.IGNORECASE,
                ),
            )
            for kw in c.keywords
            if kw.strip(" ~")
        ),
    )
    for c in TAXONOMY
)
_MEALS = ("breakfast", "brunch", "lunch", "dinner", "supper", "snack", "stew")
_DRINKS = (
    "black coffee",
    "oat-milk latte",
    "latte",
    "cappuccino",
    "espresso",
    "tea",
    "hot chocolate",
)


def scores(text: str) -> dict[str, tuple[float, int]]:
    """Keyword score and first match position per category (only categories with a hit)."""
    out: dict[str, tuple[float, int]] = {}
    for cat, pats in _PATTERNS:
        s, first = 0.0, 1 << 30
        for kw, pat in pats:
            m = pat.search(text)
            if m:
                s += 0.5 if kw.endswith("~") else 1.0 + 0.6 * kw.strip().count(" ")
                first = min(first, m.start())
        if s:
            out[cat.name] = (s, first)
    return out


@functools.lru_cache(maxsize=4096)
def classify(text: str, work_category: str = "") -> Category:
    """The category of an activity text; ``work_category`` is the resident's own work kind.

    A work category for a place the resident does not work at becomes its customer side
    (a pharmacist "works at the pharmacy"; anyone else "picks up a prescription" there).
    """
    sc = scores(text or "")
    low = (text or "").lower()
    if work_category in BY_NAME and re.search(r"\b(work|shift|job|volunteer)", low):
        s, pos = sc.get(work_category, (0.0, 1 << 30))
        sc[work_category] = (s + 2.5, pos)
    if not sc:
        return GENERIC
    # best score; ties go to the keyword that comes first (the main verb usually leads)
    best = max(sc, key=lambda n: (sc[n][0], -sc[n][1], -_ORDER[n]))
    cat = BY_NAME[best]
    if cat.customer and best != work_category:
        return BY_NAME[cat.customer]
    return cat


def meal_word(text: str) -> str:
    low = (text or "").lower()
    for m in _MEALS:
        if m in low:
            return {"stew": "dinner", "supper": "dinner"}.get(m, m)
    return "a meal"


def drink_word(text: str) -> str:
    low = (text or "").lower()
    for d in _DRINKS:
        if d in low:
            return d
    return "coffee"


# --------------------------------------------------------------------------- work kinds
# arena kind (or words in the arena / sector name) -> work category
ARENA_WORK = {
    "pharmacy": "work_pharmacy",
    "aisles": "work_market",
    "storeroom": "work_market",
    "shop_floor": "work_store",
    "workshop": "work_workshop",
    "counter": "work_cafe",
    "bar": "work_pub",
    "lounge": "work_pub",
    "office": "work_office",
    "lobby": "work_office",
    "library": "work_library",
    "classroom": "classes",
    "hall": "classes",
    "garden": "gardening",
    "lawn": "gardening",
    "pond": "gardening",
    "bedroom": "writing",
    "studio": "painting",
}
_NAME_KIND = (
    ("pharmacy", "pharmacy"),
    ("aisle", "aisles"),
    ("storeroom", "storeroom"),
    ("shop floor", "shop_floor"),
    ("workshop", "workshop"),
    ("counter", "counter"),
    ("bar", "bar"),
    ("lounge", "lounge"),
    ("office", "office"),
    ("lobby", "lobby"),
    ("library", "library"),
    ("classroom", "classroom"),
    ("hall", "hall"),
    ("garden", "garden"),
    ("lawn", "lawn"),
    ("bedroom", "bedroom"),
    ("room", "bedroom"),
    ("studio", "studio"),
    ("apartment", "studio"),
    ("pond", "pond"),
)


def guess_arena_kind(name: str) -> str:
    low = (name or "").lower()
    for word, kind in _NAME_KIND:
        if word in low:
            return kind
    return ""


def work_category(occupation: str, arena_kind: str) -> str:
    """The work category for an occupation at a workplace arena kind ("" when unknown)."""
    occ = (occupation or "").lower()
    cat = ARENA_WORK.get(arena_kind, "")
    if cat == "classes" and re.search(r"professor|lecturer|teacher|instructor|tutor\b", occ):
        return "teach"
    if cat in ("writing", "painting", ""):
        for words, c in (
            ("novel|writer|author|journalist", "writing"),
            ("paint|artist|illustrat", "painting"),
            ("carpenter", "work_workshop"),
            ("pharmac|nurse", "work_pharmacy"),
            ("barista", "work_cafe"),
            ("bartender|publican", "work_pub"),
            ("librar", "work_library"),
            ("gardener|park keeper|botanist", "gardening"),
            ("clerk|mayor", "work_office"),
            ("professor|lecturer", "teach"),
            ("student", "classes"),
        ):
            if re.search(words, occ):
                return c
        return cat or "accounts"
    return cat
