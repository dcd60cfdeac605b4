"""A resident's inner life: needs that drift with time and what it does, and a mood that
events move and time brings back to rest.

Plain dataclasses and pure functions (state, minutes, what is happening) -> state, in the
mind's package because they are the resident's own; the simulation decides what is happening
(``game.sim.inner_life``). ``tables`` holds the numbers and words (``game/mind/data/inner.toml``),
``temper`` what a persona brings, ``needs`` and ``mood`` how each moves, ``appraisal`` how an
event is felt, ``state`` the whole as saved.
"""
