"""``python -m tools.town_maker NAME ...``: see ``tools.town_maker.cli``."""

import sys

from tools.town_maker.cli import main

sys.exit(main())
