"""Importance judged by the brain in batches, and, with a model, beside the resident.

Why: every memory gets a 1-10 poignancy by rule when it is stored (``importance``); those that
are not routine are then judged by the brain in one batched call (the paper asks once per
memory). With ``Services.beside`` the batch call runs while the resident goes on and the scores
are set at its next turn, so no turn waits for them; falling asleep, the batch is judged at
once, because the night's forgetting weighs the scores. Reflection insights go the same way,
keeping at least ``INSIGHT_FLOOR``. A save taken meanwhile lists the batch as unjudged (the
resident's ``get_state``), and it is judged again after loading.
"""

from __future__ import annotations

from game.mind.facts import least_importance
from game.mind.importance import INSIGHT_FLOOR


def judge(resident, card, beside, ids: list[int] | None = None) -> None:
    """One batched importance call for the memories ``ids`` (default: the observations scored
    by rule so far).

    The paper asks the model once per observation; batching them cuts those calls by the batch
    size, and the scorer's cache makes a repeated scene free. With ``beside`` (Services) the call
    runs while the resident goes on, and its scores are set at its next turn (``judged``):
    nothing this turn decides waits for them.
    """
    if ids is None:
        ids, resident.unjudged = resident.unjudged, []
    texts = [resident.memory.get_content(i) for i in ids]
    scorer = resident.importance
    if beside is None:
        set_scores(resident, ids, scorer.score(card, texts))
        return
    pending = scorer.begin(card, texts)
    call = beside(lambda: scorer.ask(pending)) if pending.todo else None
    resident.judging.append((ids, pending, call))


def judged(resident) -> None:
    """Set the scores of the batches judged beside the resident (waiting for any still out)."""
    batches, resident.judging = resident.judging, []
    for ids, pending, call in batches:
        try:
            answers = call.result() if call is not None else []
        except Exception:  # a failed call: the rules score the batch
            answers = [None] * len(pending.asked)
        set_scores(resident, ids, resident.importance.finish(pending, answers))


def set_scores(resident, ids: list[int], scores: list[int]) -> None:
    """Judged scores onto memories; an insight keeps at least ``INSIGHT_FLOOR``, a gathering on
    record ``facts.least_importance``."""
    mem = resident.memory
    floors = [
        INSIGHT_FLOOR if (m := mem.get(i)).kind == "reflection" else least_importance(m.meta)
        for i in ids
    ]
    mem.set_importance(ids, [max(s, f) for s, f in zip(scores, floors, strict=True)])
