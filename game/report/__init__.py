"""Reports of a run for people: tables of a scenario's measurements (``tables``), a readable
timeline of everything that happened (``timeline``) and pictures (``plots``, the only module
that imports matplotlib, lazily). They read results and recorded data; none changes a run."""
