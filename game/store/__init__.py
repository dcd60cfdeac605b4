"""Save files that never lose a town: format, checks, atomic writes, a library, autosave.

Modules, bottom up: ``save_types`` (bounds, field types, the one-line ``Invalid``),
``save_rows``/``save_world``/``save_model`` (the save format as pydantic models, key by key,
exported to ``docs/schemas/save.schema.json``), ``town_checks`` (does a save fit this town),
``migrations`` (format versions), ``atomic`` (crash-safe writes, partial-file cleanup),
``savefile`` (``write_save``/``read_save``/``read_meta``), ``library`` (list, fork, rename,
delete, ``check_save_target``) and ``autosave`` (the writer thread and autosave slots).
Pure Python: nothing here imports pygame or the simulation.
"""
