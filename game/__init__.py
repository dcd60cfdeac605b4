"""Smallville in Python: a desktop town of generative agents."""

import os

# pytmx imports pygame when it is installed; keep pygame's banner out of headless output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
