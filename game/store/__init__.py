"""Save files that never lose a town: format, checks, atomic writes, a library, autosave.

Modules, bottom up: ``spec``/``shapes`` (a small schema language and its fast checker),
``schema`` (the save format, key by key), ``town_checks`` (does a save fit this town),
``migrations`` (format versions), ``atomic`` (crash-safe writes, partial-file cleanup),
``savefile`` (``write_save``/``read_save``/``read_meta``), ``library`` (list, fork, rename,
delete, ``check_save_target``) and ``autosave`` (the writer thread and autosave slots).
Pure Python: nothing here imports pygame or the simulation.
"""
