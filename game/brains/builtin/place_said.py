"""A place named to the one spoken to: a home by whose it is, never by its address ("heading
home", "if my place suits", "round at yours", "Ann's"), any other place by its name (the
caller's: "the Corner Cafe"). Whose a home is comes from the records in the talk: the speaker's own card,
and the places the speaker knows those spoken to live at (``Listener.places``, not their
work). Phrasing: the pieces ``home_mine``, ``home_host``, ``home_yours``, ``home_of``."""

from __future__ import annotations

from game.brains.builtin.place_words import HOME, YOURS, home_named
from game.brains.builtin.situation import Scene
from game.brains.builtin.spoken_words import said


def homes(scene: Scene) -> dict[str, str]:
    """The homes of those in this talk that the speaker knows (a place of theirs that is not
    their work), by how one names them: the one spoken to's is theirs (in a talk of two)."""
    out: dict[str, str] = {}
    for o in scene.others:
        for sector in o.places:
            if sector != o.works_at and o.name:
                two = len(scene.others) == 1
                out.setdefault(sector, YOURS if two else o.name.split()[0])
    return out


def home(scene: Scene, sector: str) -> str:
    """``place_words.home_named`` of ``sector`` in this talk ("home", "yours", "Ann's", '')."""
    return home_named(sector, scene.sp.home.sector, homes(scene))


def where(scene: Scene, sector: str) -> str:
    """``sector`` as a place to meet, named to the one spoken to: one's own home "my place",
    theirs "yours", another's "Ann's"; '' for a place that is no home one knows (named by its
    name: ``talk_slots.place_name``): "if my place suits", not "if 2 Mill Row suits"."""
    named = home(scene, sector)
    return said("home_host") if named == HOME else named
