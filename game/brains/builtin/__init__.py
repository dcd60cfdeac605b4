"""The built-in brain: deterministic, offline answers for every ``Brain`` step.

Modules: ``rand`` (hash-based variety), ``text`` (time / verb / name heuristics),
``activities`` (the activity taxonomy), ``places`` (option scoring), ``profile`` (what a
persona's text says about its days), ``events`` (today's events in memories), ``planner``
(``plan_day``), ``decompose`` (``decompose`` and ``choose_place``), ``talk`` (reactions,
utterances, conversation summaries), ``thoughts`` (importance, reflection, summaries) and
``brain`` (``BuiltinBrain`` wiring them, ``MinimalBrain`` for its bugs, and
``make_builtin_brain``, the guarded and counted stack the simulation uses).
"""

from game.brains.builtin.brain import BuiltinBrain, MinimalBrain, make_builtin_brain
from game.brains.builtin.rand import stable_rand
from game.brains.builtin.talk import NEWS_LEADS, extract_news

__all__ = [
    "BuiltinBrain",
    "MinimalBrain",
    "make_builtin_brain",
    "stable_rand",
    "extract_news",
    "NEWS_LEADS",
]
