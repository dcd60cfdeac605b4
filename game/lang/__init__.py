"""Readings of text in a language (``game.mind.language.Reading``): one package per language.

Only the app's wiring (``main.py``, ``game/app_*.py``) and tests import these; the mind and the
brains ask ``game.mind.language.reading()``.
"""
