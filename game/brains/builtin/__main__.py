"""``python -m game.brains.builtin [maps/<town>/activities.toml]``: check the brain's tables.

Prints ``ok: ...`` or the one line that says which file and entry is wrong (exit status 2), so a
town author can check a town's own file without starting the game.
"""

import sys

from game.brains.builtin.tables import main

sys.exit(main(sys.argv[1:]))
