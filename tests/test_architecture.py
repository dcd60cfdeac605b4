"""The house rules of the code: one-way dependencies, no import circles, no pygame headless,
no module reaching into another's private names."""

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"

# What each package may import from game/ (besides itself). Top-level wiring modules
# (game/app_*.py) may import anything; nothing may import them but main.py.
ALLOWED = {
    "world": set(),
    "mind": {"world"},
    "brains": {"mind", "world"},
    "sim": {"mind", "world"},
    "store": {"world", "mind"},
    "report": {"sim", "mind", "world"},
    "ui": {"sim", "mind", "world"},
    "lang": {"mind"},  # readings of a language: only main.py, game/app_*.py and tests use them
}


def modules():
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts)
        if name.endswith(".__init__"):
            name = name[: -len(".__init__")]
        yield name, path


def imports_of(path: Path) -> set[str]:
    """Every ``game.*`` module this file imports, at any depth of the code (lazy ones too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("game")}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game"):
            out.add(node.module)
            out |= {f"{node.module}.{a.name}" for a in node.names}
    return out


def graph():
    names = dict(modules())
    edges = {}
    for name, path in names.items():
        # importing one's own package (``from game.x import sibling``) runs its __init__ first
        # whatever we write, so it is not an edge of the graph we keep free of circles
        ancestors = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
        edges[name] = {m for m in imports_of(path) if m in names and m != name} - ancestors
    return edges


def package(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 else parts[-1]


def test_packages_import_only_downwards():
    bad = []
    for name, deps in graph().items():
        pkg = package(name)
        if pkg.startswith("app_") or pkg == "game":
            continue
        for dep in deps:
            other = package(dep)
            if other == pkg or other == "game":
                continue
            if other.startswith("app_") or other not in ALLOWED.get(pkg, set()):
                bad.append(f"{name} imports {dep}")
    assert not bad, "\n".join(bad)


def test_no_import_circles():
    edges = graph()
    seen, on_path, cycles = set(), [], []

    def visit(node):
        if node in on_path:
            cycles.append(on_path[on_path.index(node) :] + [node])
            return
        if node in seen:
            return
        seen.add(node)
        on_path.append(node)
        for nxt in sorted(edges.get(node, ())):
            visit(nxt)
        on_path.pop()

    for node in sorted(edges):
        visit(node)
    assert not cycles, " | ".join(" -> ".join(c) for c in cycles[:5])


def test_only_the_ui_imports_pygame():
    offenders = []
    for name, path in modules():
        if package(name) == "ui":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            mods = []
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                mods = [node.module]
            if any(m.split(".")[0] in ("pygame", "pygame_gui", "pytmx") for m in mods):
                offenders.append(name)
    assert not offenders, offenders


def test_the_simulation_names_no_concrete_brain_and_does_no_file_io():
    for path in (GAME / "sim").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "game.brains" not in text, path
        if path.name in ("scenario.py", "measure.py"):
            continue  # scenario files are read by the scenario loader, not the simulation
        assert not re.search(r"(?<![\w.])(?<!def )open\(|write_text|read_text|write_bytes", text), (
            path
        )


def test_the_mind_reads_no_language_with_regular_expressions():
    """``game.mind`` keeps records and asks ``game.mind.language.reading()`` about text: no
    module of it imports ``re`` (the regular expressions over English are in game/lang/en)."""
    offenders = []
    for path in sorted((GAME / "mind").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import) and any(
                a.name.split(".")[0] == "re" for a in node.names
            ):
                offenders.append(str(path.relative_to(GAME)))
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "re":
                offenders.append(path.name)
    assert not offenders, offenders


def test_a_headless_town_never_imports_pygame():
    code = (
        "import sys\n"
        "from game.app_setup import build_simulation\n"
        "from game.sim.simulation import SimConfig\n"
        "sim = build_simulation('smallville', residents=3, config=SimConfig(autosave_minutes=0))\n"
        "sim.run_steps(30)\n"
        "sim.get_state()\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'pytmx')]\n"
        "assert not bad, bad\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-2000:]


def private_imports(path: Path, module: str, names: set[str]) -> list[str]:
    """Where this file reaches into another ``game`` module's private (``_x``) names: ``from
    game.a import _x``, or ``a._x`` on a module it imported (``from game import a``,
    ``import game.a as a``). Dunders (``__all__``) are not private."""

    def private(name: str) -> bool:
        return name.startswith("_") and not name.startswith("__")

    out, bound = [], {}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game"):
            for a in node.names:
                full = f"{node.module}.{a.name}"
                if full in names:
                    bound[a.asname or a.name] = full
                elif private(a.name) and node.module != module:
                    out.append(f"{module} imports {a.name} from {node.module}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("game.") and a.asname:
                    bound[a.asname] = a.name
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in bound
            and bound[node.value.id] != module
            and private(node.attr)
        ):
            out.append(f"{module} uses {bound[node.value.id]}.{node.attr}")
    return out


def test_no_module_uses_another_modules_private_names():
    """A name another module needs is part of its module's public face: it gets a public name
    (or moves to the module that uses it), never ``from game.x import _name``."""
    names = dict(modules())
    bad = [hit for name, path in names.items() for hit in private_imports(path, name, set(names))]
    assert not bad, "\n".join(bad)


def test_the_private_import_check_sees_both_forms(tmp_path):
    """The check above can fail: it sees a private name imported or reached through a module."""
    src = tmp_path / "m.py"
    src.write_text(
        "from game.mind import days\n"
        "from game.brains.builtin.text import _x, ok\n"
        "import game.mind.days as d\n"
        "from game.mind.days import _own\n"
        "print(days._y, d._z, days.__name__, days.ok)\n",
        encoding="utf-8",
    )
    names = set(dict(modules()))
    assert sorted(private_imports(src, "game.mind.days", names)) == [
        "game.mind.days imports _x from game.brains.builtin.text"
    ]
    assert sorted(private_imports(src, "game.other", names)) == [
        "game.other imports _own from game.mind.days",
        "game.other imports _x from game.brains.builtin.text",
        "game.other uses game.mind.days._y",
        "game.other uses game.mind.days._z",
    ]
