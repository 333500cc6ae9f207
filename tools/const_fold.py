"""Constants folded across modules for the device's build: a public `NAME = const(n)` that other
modules only take with `from module import NAME` becomes private, and each of them its own copy.

MicroPython's compiler folds a `const()` only inside its module. A public one stays a global of
its module, and every module that imports it stores it again: on the 64-bit Unix port a slot of
each dictionary (16 bytes, more as the table grows) and an interned name, and each use is a
dictionary lookup at run time. The console's keys, the engine's action kinds and phases, the
panel's commands: a Tigris game held ~120 such slots. A private `_NAME = const(n)` costs nothing
once compiled, so the build rewrites, for the device's and the simulator's images:
- in the defining module, `NAME` as `_c_NAME` (a private const: folded, never stored);
- in each module that imports it at its top level, the name out of the `from ... import` (the
  statement goes if nothing is left of it: a module whose constants were all it gave is then not
  loaded at all) and a line `_c_NAME = const(n)` in its place, its uses renamed to match.

A constant is folded only if nothing could look it up by name: no attribute of that name anywhere
in the tree (`keys.K_A`), no string that spells it, no import of it inside a function or a
condition, no other binding of the name in a module that holds it, no use above its definition
(the compiler folds only what follows), its value a small int (an object on the Pico otherwise).
A module that imports it from an importer (a re-export) follows the same rules; if any holder
fails one, the constant stays as it is everywhere. The folded names are written beside the build
(`<build>.consts.json`), so a program run in the image (the simulator's hal, a test's probe) gets
its imports of them rewritten the same way (`fold`).
"""

import ast
import json
import os
import re

PREFIX = "_c_"
PROJECT_PACKAGES = ("engine_core", "console", "drivers", "fonts", "games", "hal")
_SMALL = 1 << 30  # the Pico's small ints: 31 bits, signed
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def module_name(path):
    """Dotted module name of a source path from the repository root (the simulator's hal
    stands in for firmware/hal.py: "hal")."""
    parts = path[:-3].replace(os.sep, "/").split("/")
    if parts[:2] == ["tools", "sim"]:
        parts = parts[2:]
    elif parts[0] == "firmware":
        parts = parts[1:]
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _is_package(path):
    return path.replace(os.sep, "/").endswith("/__init__.py")


def _absolute(node, module, package):
    """The module an ImportFrom names, made absolute; None for `from . import x` of modules."""
    if not node.level:
        return node.module
    base = module.split(".") if package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _const_value(node):
    """The argument of a `const(...)` call, or None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id == "const" and len(node.args) == 1 and not node.keywords:
        return node.args[0]
    return None


def _evaluate(expr, known):
    """The int an expression of literals and the module's earlier constants gives, or None."""
    for n in ast.walk(expr):
        if isinstance(n, ast.Name) and n.id not in known:
            return None
        if isinstance(n, (ast.Call, ast.Attribute, ast.Subscript, ast.Lambda)):
            return None
    try:
        value = eval(compile(ast.Expression(expr), "<const>", "eval"), {"__builtins__": {}},
                     dict(known))
    except Exception:
        return None
    if type(value) is not int or not -_SMALL <= value < _SMALL:
        return None
    return value


class _Module:
    """What folding needs to know of one module's source."""

    def __init__(self, path, text):
        self.path = path
        self.name = module_name(path)
        self.tree = ast.parse(text, path)
        self.defs = {}  # public NAME -> (value, line) of `NAME = const(...)` at the top level
        self.imports = {}  # local name -> (module, name, line) of a top-level from-import
        self.nested_imports = set()  # (module, name) imported anywhere else
        self.star = set()  # modules imported with *
        self.bindings = {}  # name -> number of places that bind it (defs, imports, args...)
        self.first_use = {}  # name -> first line it is read on
        self.aliases = {}  # local name -> (dotted name, line) of a top-level import that may be
        # a module (`from games.tigris import flow as M`, `import a.b as M`)
        self.reads = []  # (alias, NAME, node) of each `alias.NAME` read
        known = {}
        package = _is_package(path)
        top = set()
        for stmt in self.tree.body:
            top.add(id(stmt))
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
                    isinstance(stmt.targets[0], ast.Name):
                expr = _const_value(stmt.value)
                if expr is not None:
                    name = stmt.targets[0].id
                    value = _evaluate(expr, known)
                    if value is not None:
                        known[name] = value
                        if not name.startswith("_"):
                            self.defs[name] = (value, stmt.lineno)
            elif isinstance(stmt, ast.ImportFrom) and self._alone(stmt):
                source = _absolute(stmt, self.name, package)
                for alias in stmt.names:
                    if alias.name != "*":
                        self.imports[alias.asname or alias.name] = (source, alias.name,
                                                                    stmt.lineno)
                        self.aliases[alias.asname or alias.name] = (
                            source + "." + alias.name, stmt.end_lineno)
            elif isinstance(stmt, ast.Import) and self._alone(stmt):
                for alias in stmt.names:
                    if alias.asname:
                        self.aliases[alias.asname] = (alias.name, stmt.end_lineno)
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ImportFrom):
                source = _absolute(node, self.name, package)
                for alias in node.names:
                    if alias.name == "*":
                        self.star.add(source)
                    elif id(node) not in top or not self._alone(node):
                        self.nested_imports.add((source, alias.name))
                for alias in node.names:
                    self._bind(alias.asname or alias.name)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    self._bind(alias.asname or alias.name.split(".")[0])
            elif isinstance(node, ast.Name):
                if isinstance(node.ctx, ast.Load):
                    line = self.first_use.get(node.id)
                    if line is None or node.lineno < line:
                        self.first_use[node.id] = node.lineno
                else:
                    self._bind(node.id)
            elif isinstance(node, ast.Attribute):
                if isinstance(node.value, ast.Name) and isinstance(node.ctx, ast.Load) and \
                        node.value.id in self.aliases:
                    self.reads.append((node.value.id, node.attr, node))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self._bind(node.name)
            elif isinstance(node, ast.arg):
                self._bind(node.arg)
            elif isinstance(node, ast.keyword) and node.arg:
                self._bind(node.arg)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                for name in node.names:
                    self._bind(name)
                    self._bind(name)  # never folded: the name is written from a function
        self.lines = text.splitlines(keepends=True)

    def _bind(self, name):
        self.bindings[name] = self.bindings.get(name, 0) + 1

    def _alone(self, stmt):
        """True if the statement has its lines to itself (it can be rewritten in place)."""
        body = self.tree.body
        i = next((k for k, s in enumerate(body) if s is stmt), None)
        if i is None or stmt.col_offset != 0:
            return False
        before = body[i - 1].end_lineno if i else 0
        after = body[i + 1].lineno if i + 1 < len(body) else None
        return before < stmt.lineno and (after is None or after > stmt.end_lineno)

    def module_reads(self, modules):
        """(module, NAME, node) of each read of a module's global through an alias: the alias
        is bound once, by its top-level import of a module of the tree, above the read."""
        out = []
        for alias, name, node in self.reads:
            target, line = self.aliases[alias]
            if target in modules and self.bindings.get(alias, 0) == 1 and \
                    node.lineno > line and node.lineno == node.end_lineno:
                out.append((target, name, node))
        return out

    def holds(self, name, line):
        """True if `name`, bound once (by its const or its import, on `line`), is only read
        below that line: a private const there would mean the same."""
        first = self.first_use.get(name)
        return self.bindings.get(name, 0) == 1 and (first is None or first > line) and \
            not any(PREFIX + name == n for n in self.bindings)


def _tree_facts(modules):
    """Names no constant may have: attributes of the tree (but a module's global read through
    its alias, `M.NAME`, which folds as an import does), and what its strings spell."""
    attributes, spelled = set(), set()
    names = {mod.name for mod in modules}
    for mod in modules:
        read = {id(node) for _m, _n, node in mod.module_reads(names)}
        # A string standing as a statement (a docstring) is never looked up.
        idle = {id(n.value) for n in ast.walk(mod.tree) if isinstance(n, ast.Expr)}
        for node in ast.walk(mod.tree):
            if isinstance(node, ast.Attribute) and id(node) not in read:
                attributes.add(node.attr)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    id(node) not in idle:
                for part in re.split(r"[^A-Za-z0-9_]", node.value):
                    if _IDENT.match(part):
                        spelled.add(part)
    return attributes, spelled


def plan(sources):
    """{module name: {name: value}} of every constant folded, in the modules that define it and
    in those that import it; `sources` maps a path (from the root) to its text."""
    modules = []
    for path, text in sorted(sources.items()):
        try:
            modules.append(_Module(path, text))
        except SyntaxError:
            continue  # mpy-cross will name the file and the fault
    by_name = {}
    for mod in modules:
        by_name.setdefault(mod.name, []).append(mod)
    attributes, spelled = _tree_facts(modules)
    nested = set().union(*(m.nested_imports for m in modules))
    star = set().union(*(m.star for m in modules))

    # Candidates: (module, name) -> value, with the holders that import each one.
    values = {}
    for name, mods in by_name.items():
        if len(mods) != 1:
            continue  # two sources of one module (the device's hal and the simulator's)
        mod = mods[0]
        for const, (value, line) in mod.defs.items():
            if mod.holds(const, line):
                values[(name, const)] = value
    importers = {}  # (module, name) -> the holders that import it
    bad = set()  # holders that bind the name again or read it above their import
    changed = True
    while changed:  # re-exports: an importer's copy is itself imported
        changed = False
        for mod in modules:
            for local, (source, const, line) in mod.imports.items():
                if (source, const) not in values:
                    continue
                key = (mod.name, local)
                importers.setdefault((source, const), set()).add(key)
                if not mod.holds(local, line):
                    bad.add(key)
                elif key not in values and key not in bad:
                    values[key] = values[(source, const)]
                    changed = True

    def blocked(key):
        module, name = key
        return (name in attributes or name in spelled or key in nested or key in bad or
                module in star or any(k not in values for k in importers.get(key, ())))

    changed = True
    while changed:  # a constant one holder cannot fold stays everywhere
        changed = False
        for key in list(values):
            if key in values and blocked(key):
                del values[key]
                changed = True
        for mod in modules:
            for local, (source, const, _line) in mod.imports.items():
                key = (mod.name, local)
                if key in values and (source, const) not in values:
                    del values[key]
                    changed = True
    out = {}
    for (module, name), value in values.items():
        out.setdefault(module, {})[name] = value
    return out


def fold(text, module, folded, path="<module>"):
    """The source of `module` with the constants of `folded` (plan()'s answer) made private:
    its own definitions renamed, its top-level imports of them replaced by const() lines."""
    own = folded.get(module, {})
    try:
        mod = _Module(path, text)
    except SyntaxError:
        return text
    mod.name = module
    lines = list(mod.lines)
    renamed = set(own)
    package = _is_package(path)
    for stmt in mod.tree.body:
        if not isinstance(stmt, ast.ImportFrom) or not mod._alone(stmt):
            continue
        source = _absolute(stmt, module, package)
        kept, consts = [], []
        for alias in stmt.names:
            local = alias.asname or alias.name
            value = folded.get(source, {}).get(alias.name)
            if value is None or alias.name == "*":
                kept.append(alias)
            else:
                consts.append("%s%s = const(%d)" % (PREFIX, local, value))
                renamed.add(local)
        if not consts:
            continue
        new = []
        if kept:
            names = ", ".join(a.name + (" as " + a.asname if a.asname else "") for a in kept)
            new.append("from %s%s import %s" % ("." * stmt.level, stmt.module or "", names))
        new.extend(consts)
        # The statement's lines keep their number, so every later line keeps its own.
        span = stmt.end_lineno - stmt.lineno + 1
        body = new[:span - 1] + ["; ".join(new[span - 1:])] if len(new) > span else new
        body += [""] * (span - len(body))
        lines[stmt.lineno - 1: stmt.end_lineno] = [line + "\n" for line in body]
    # Reads `M.NAME` of a folded constant: a private copy of its own, declared at the end of
    # the line that imports M, each read replaced in place (columns are UTF-8 offsets).
    declared = {}
    edits = {}
    for target, name, node in mod.module_reads(set(folded)):
        value = folded[target].get(name)
        if value is None:
            continue
        alias = node.value.id
        local = "%s%s_%s" % (PREFIX, alias, name)
        declared.setdefault(mod.aliases[alias][1], {})[local] = value
        edits.setdefault(node.lineno, []).append((node.col_offset, node.end_col_offset, local))
    for row, spans in edits.items():
        line = lines[row - 1].encode()
        for start, end, local in sorted(spans, reverse=True):
            line = line[:start] + local.encode() + line[end:]
        lines[row - 1] = line.decode()
    for row, consts in declared.items():
        extra = "".join("; %s = const(%d)" % item for item in sorted(consts.items()))
        lines[row - 1] = lines[row - 1].rstrip("\n") + extra + "\n"
    text = "".join(lines)
    return _rename(text, {name: PREFIX + name for name in renamed})


def _rename(text, names):
    # Late import: the build's renamer, one tokenizer for both passes.
    from short_names import rename

    return rename(text, names) if names else text


def plan_path(build_dir):
    """Where a build's folded constants are kept: beside its folder (short_names.beside)."""
    from short_names import beside

    return beside(build_dir, "consts")


def load(build_dir):
    """The build's {module: {name: value}}, or {} for a build that folded none."""
    from short_names import read_beside

    return read_beside(build_dir, "consts")


def save(build_dir, folded):
    path = plan_path(build_dir)
    if folded:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(folded, f, indent=0, sort_keys=True)
    elif os.path.exists(path):
        os.remove(path)
