"""Names only one module sees, given names that every module shares: parameters by position and
module-private globals by their order, each a name the interpreter's own image holds.

The interpreter interns each parameter's name (a call may pass it by keyword) and each global's
name (its module's dictionary holds it) for as long as it runs, and every string it makes later
(a `%` format, a decode, a split) is looked up among all of them, one by one. The build's short
names (tools/short_names.py) shorten each, but leave one entry of the pool per name, and there
are more names than the image has to give: a Tigris game held ~120 entries for parameters and
private globals alone. Here a module takes, from the ROM names it does not use once renamed
(short_names.free_rom_names), the first for its first private global, the next for the next,
and after them one per parameter position: a function's first parameter, in every function of
the module, the same name (a function inside another goes on after the outer one's, so no inner
name hides an outer one). A ROM name costs the pool nothing. A function's other locals are never
interned and stay as they are.

A global keeps its tree-wide short name wherever another module or a host program could use it
by its text (`outside_names`): as an attribute (`module.NAME`), as a name imported from its
module, or as a name the tree keeps whole (short_names.kept_names: the interpreter's own, the
Pico's API, a name a string spells); a parameter, where a call passes it by keyword (or, once
some call spreads a dict into a project function, where a string spells it). So does a name its
module binds other than by assignment (an import, `except ... as`, a nested def, a `global` or
`nonlocal` statement), an exception class (a traceback prints its name), and a const()'s name,
which the compiler replaces by its value wherever it comes, a parameter's too.
The parser counts a line's columns in bytes, the tokenizer in characters: places are in
characters, and short_names.rename refuses a place where the text has no name.

`Plan(text, keep, names, free)` gives the places of the names to rename in one module;
short_names.rename takes them with the tree's mapping. The build keeps what it kept and each
module's renamed globals beside the tree (`<tree>.locals.json`): the simulator's hal is renamed
the same way, and `short_names.py --explain` puts a traceback's names back.
"""

import ast
import builtins
import io
import json
import os
import tokenize
import warnings

from short_names import EXCEPTION_ENDINGS, PROJECT_PACKAGES, beside

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Folders of the host's programs, some of which run in a build's image (a test's probe, a
# bench's calibration: tools/sim/headless.py image_program) and call the firmware by its names.
HOST_FOLDERS = ("tools", "host_tests")


def outside_names(texts):
    """(names, keywords): the names some module or program may use by their text (attributes,
    call keywords, names imported with `from`) and, of those, the call keywords, in any of
    `texts` (the image's modules and the host's programs) and in any string of theirs that is
    a program itself (a test's probe, run in the image)."""
    names, keywords = set(), set()
    texts = list(texts)
    while texts:
        try:
            with warnings.catch_warnings():  # a string that is not a program: no warnings
                warnings.simplefilter("ignore")
                tree = ast.parse(texts.pop())
        except (SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    "\n" in node.value:
                texts.append(node.value)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.keyword) and node.arg:
                keywords.add(node.arg)
            elif isinstance(node, ast.ImportFrom):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ClassDef):  # a class's own names are its attributes
                for stmt in node.body:
                    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        names.add(stmt.name)  # (its locals are not the class's)
                        continue
                    for child in ast.walk(stmt):
                        if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                            names.add(child.id)
    return names | keywords, keywords


def host_texts():
    """The text of each Python file of HOST_FOLDERS."""
    for base in HOST_FOLDERS:
        for folder, _dirs, files in os.walk(os.path.join(ROOT, base)):
            for name in sorted(files):
                if name.endswith(".py"):
                    with open(os.path.join(folder, name), encoding="utf-8") as f:
                        yield f.read()


def keep_names(sources, kept, rom):
    """{"globals": names, "params": names}: the globals no module renames for itself, those
    some module or host program may use by their text (outside_names of `sources`, {path:
    text} of the image, and of the host's programs) and `kept` (short_names.kept_names: names
    that keep their text everywhere); the parameters no function renames, the names some call
    passes by keyword and those of the ROM table `rom` (short_names.rom_names), which cost
    nothing as they are, and `kept` too where a call spreads a dict into a project function."""
    names, keywords = outside_names(list(sources.values()) + list(host_texts()))
    params = keywords | set(rom)
    if any(spreads_into_project(text) for text in sources.values()):
        params |= set(kept)  # a string may name a parameter: `f(**{"size": 1})`
    return {"globals": names | set(kept), "params": params}


def spreads_into_project(text):
    """True if the module calls something of the project's with a dict spread into its
    parameters (`f(**args)`): the dict's keys, strings, name them. A call of the interpreter's
    own (`machine.SPI(bus, **args)`, a builtin) takes them in C, by the C function's names."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return False  # mpy-cross names the file and the fault (build.py BuildError)
    interpreter = {alias.asname or alias.name.split(".")[0]
                   for node in ast.walk(tree) if isinstance(node, ast.Import)
                   for alias in node.names
                   if alias.name.split(".")[0] not in PROJECT_PACKAGES}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and any(k.arg is None for k in node.keywords):
            root = node.func
            while isinstance(root, ast.Attribute):
                root = root.value
            name = getattr(root, "id", None)
            if name not in interpreter and not hasattr(builtins, name or ""):
                return True
    return False


def save_path(build_dir):
    """Where a build keeps what `save` writes: beside it, never copied to the Pico."""
    return beside(build_dir, "locals")


def save(build_dir, keep, free, private):
    """Writes what a build kept (`keep`), the names it gave from (`free`) and, per module, {new
    name: source name} of what a traceback may name (`private`: Plan.traced, the image's modules by
    their path in it, the simulator's hal by its place in the hal's folder, hosthal/), or
    removes an earlier build's file (`private` None: a build that renamed nothing)."""
    path = save_path(build_dir)
    if private is None:
        if os.path.exists(path):
            os.remove(path)
        return
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"keep": {kind: sorted(names) for kind, names in keep.items()},
                   "free": free, "modules": private}, f, indent=0, sort_keys=True)


def load(build_dir):
    """(keep, free) of a build (`save`), or (None, None) for a build that renamed nothing."""
    data = _read(build_dir)
    if data is None:
        return None, None
    return {kind: set(names) for kind, names in data["keep"].items()}, data["free"]


def packages(build_dir, sim=False):
    """{package: {new name: {source names}}} of the functions and classes a build renamed,
    and of its private globals (Plan.traced): as a
    traceback names a module, by its package (build.py source_name; "hal" for the simulator's
    hal and its modules, which with `sim` stand for the device's hal and its start-up)."""
    data = _read(build_dir)
    out = {}
    for path, renamed in (data["modules"] if data else {}).items():
        folder, _, rest = path.partition("/")
        if sim and folder == "lib" and rest in ("hal.mpy", "halsetup.mpy"):
            continue
        if folder == "hosthal":
            if not sim:
                continue
            package = "hal"  # headless.py compiles each as "hal"
        else:
            parts = rest[:-4].split("/")  # games/tigris/flow.mpy: games, tigris, flow
            package = ".".join(parts[:-1]) or parts[-1]
        names = out.setdefault(package, {})
        for new, old in renamed.items():
            names.setdefault(new, set()).add(old)
    return out


def _read(build_dir):
    try:
        with open(save_path(build_dir), encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        return None


class _Scope:
    """A module, class, function, lambda or comprehension: what it binds and the names in it."""

    def __init__(self, kind, parent, params=()):
        self.kind = kind  # "module", "class", "function" or "comprehension"
        self.parent = parent
        self.params = list(params)  # ast.arg nodes, in order (a function's or lambda's)
        self.bound = {a.arg for a in self.params}
        self.other_bound = set()  # bound by an import, `except as`, a def or class name
        self.declared = set()  # named by a `global` or `nonlocal` statement
        self.names = []  # ast.Name nodes directly in this scope
        self.children = []
        if parent is not None:
            parent.children.append(self)

    def resolve(self, name):
        """The scope that binds `name` as seen from here (None: a builtin or an unbound name)."""
        scope, first = self, True
        while scope is not None:
            if name in scope.declared:
                return None  # global or nonlocal: never renamed (Plan keeps such names)
            if scope.kind == "class" and not first:
                scope = scope.parent  # a class's names are not seen by its methods
                continue
            if name in scope.bound or name in scope.other_bound:
                return scope
            scope, first = scope.parent, False
        return None

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


class _Binder(ast.NodeVisitor):
    """Builds the scopes of a module (the visit of each node in the scope it is evaluated in)."""

    def __init__(self):
        self.module = self.scope = _Scope("module", None)
        self.defs = []  # (module-level def or class node) for its name's token
        self.consts = set()  # names the module's const() folds
        self.exceptions = set()  # its exception classes: a traceback names them itself

    def _in(self, scope, nodes):
        outer, self.scope = self.scope, scope
        for node in nodes:
            self.visit(node)
        self.scope = outer

    def _function(self, node, body):
        args = node.args
        for default in args.defaults + [d for d in args.kw_defaults if d is not None]:
            self.visit(default)
        params = args.posonlyargs + args.args
        scope = _Scope("function", self.scope, params)
        for extra in [args.vararg, args.kwarg] + args.kwonlyargs:
            if extra is not None:
                scope.other_bound.add(extra.arg)  # passed by keyword or packed: kept
        self._in(scope, body)

    def visit_FunctionDef(self, node):
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.scope.bound.add(node.name)
        if self.scope is self.module:
            self.defs.append(node)
        else:
            self.scope.other_bound.add(node.name)
        self._function(node, node.body)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node):
        self._function(node, [node.body])

    def visit_ClassDef(self, node):
        for child in node.decorator_list + node.bases + node.keywords:
            self.visit(child)
        if any(isinstance(b, ast.Name) and b.id.endswith(EXCEPTION_ENDINGS) for b in node.bases):
            self.exceptions.add(node.name)
        self.scope.bound.add(node.name)
        if self.scope is self.module:
            self.defs.append(node)
        else:
            self.scope.other_bound.add(node.name)
        self._in(_Scope("class", self.scope), node.body)

    def _comprehension(self, node, parts):
        generators = node.generators
        self.visit(generators[0].iter)  # evaluated in the enclosing scope
        scope = _Scope("comprehension", self.scope)
        nodes = [generators[0].target] + generators[0].ifs
        for gen in generators[1:]:
            nodes += [gen.iter, gen.target] + gen.ifs
        self._in(scope, nodes + parts)

    def visit_ListComp(self, node):
        self._comprehension(node, [node.elt])

    visit_SetComp = visit_GeneratorExp = visit_ListComp

    def visit_DictComp(self, node):
        self._comprehension(node, [node.key, node.value])

    def visit_Assign(self, node):
        value = node.value
        if self.scope is self.module and isinstance(value, ast.Call) and \
                isinstance(value.func, ast.Name) and value.func.id == "const":
            # `NAME = const(...)`: the compiler puts its value for the name wherever it comes
            # after, in any scope, a parameter's too, and keeps no `_NAME` at all: such a name
            # keeps its text (a renamed one would lose the leading `_` the ROM names lack).
            self.consts.update(t.id for t in node.targets if isinstance(t, ast.Name))
        self.generic_visit(node)

    def visit_NamedExpr(self, node):
        # `name := value` binds in the nearest scope that is not a comprehension's.
        self.visit(node.value)
        scope = self.scope
        while scope.kind == "comprehension":
            scope = scope.parent
        scope.names.append(node.target)
        scope.bound.add(node.target.id)

    def visit_Name(self, node):
        self.scope.names.append(node)
        if not isinstance(node.ctx, ast.Load):
            self.scope.bound.add(node.id)

    def visit_Global(self, node):
        self.scope.declared.update(node.names)

    visit_Nonlocal = visit_Global

    def visit_Import(self, node):
        for alias in node.names:
            self.scope.other_bound.add(alias.asname or alias.name.split(".")[0])

    visit_ImportFrom = visit_Import

    def visit_ExceptHandler(self, node):
        if node.name:
            self.scope.other_bound.add(node.name)
        self.generic_visit(node)


def _declared_anywhere(scope):
    return set().union(*(s.declared for s in scope.walk()))


class Plan:
    """What one module renames for itself: `places` ({(row, col): new name}, for
    short_names.rename), `private` ({new name: source name} of its globals) and `traced`
    ({new name: source name} of its functions and classes, by the tree's names or its own:
    what a traceback names; a parameter never shows in one)."""

    def __init__(self, text, keep, names, free):
        """`text` is a module's source; `keep` the names to leave to the tree's mapping `names`
        (keep_names: {"globals": names, "params": names}); the new names are the first of
        `free` (the interpreter's ROM names: short_names.free_rom_names) that the module does
        not use once renamed by `names`, so that they hide nothing and cost the pool nothing."""
        binder = _Binder()
        tree = ast.parse(text)
        binder.visit(tree)
        self._lines = text.splitlines()
        self._module = binder.module
        self._defs = binder.defs
        self._fixed = binder.consts | binder.exceptions
        self._tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
        used = {names.get(t.string, t.string) for t in self._tokens if t.type == tokenize.NAME}
        self._spare = [n for n in free if n not in used]
        self._keep = keep
        self.places = {}
        self.private = {}
        self._globals()
        self._params(self._module, len(self.private))
        self.traced = dict(self.private)
        own = set(self.private.values())
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and \
                    node.name in names and node.name not in own:
                # Names the tree's mapping shares among names that never meet: in one module
                # each new name is one function's (name_clashes.py).
                self.traced.setdefault(names[node.name], node.name)

    def _renamed(self, name, keep, declared):
        return not (name in keep or name.startswith("__") or name in declared or
                    name in self._fixed)

    def _place(self, node):
        """(row, column) of a node as the tokenizer counts it: in characters, where the parser
        counts the line's UTF-8 bytes (a name after an "é" is one column left of its byte)."""
        line = self._lines[node.lineno - 1]
        return node.lineno, len(line.encode()[:node.col_offset].decode())

    def _rename_all(self, scope, name, new):
        """Each name node that `scope`'s binding of `name` is seen by."""
        for inner in scope.walk():
            for node in inner.names:
                if node.id == name and inner.resolve(name) is scope:
                    self.places[self._place(node)] = new

    def _globals(self):
        """Module-private globals, in the order the module binds them."""
        module = self._module
        order = []
        for node in module.names:
            if not isinstance(node.ctx, ast.Load) and node.id not in order:
                order.append(node.id)
        order += [node.name for node in self._defs if node.name not in order]
        declared = _declared_anywhere(module) | module.other_bound
        for name in order:
            if self._renamed(name, self._keep["globals"], declared) and \
                    len(self.private) < len(self._spare):
                new = self._spare[len(self.private)]
                self.private[new] = name
                self._rename_all(module, name, new)
                for node in self._defs:
                    if node.name == name:
                        self.places[_def_name_token(self._tokens, node)] = new

    def _params(self, scope, offset):
        """Parameters by position, after the globals' names; a nested function's after those
        of the functions around it, so that none hides an outer one."""
        if scope.kind == "function":
            declared = _declared_anywhere(scope) | scope.other_bound
            for i, arg in enumerate(scope.params):
                if self._renamed(arg.arg, self._keep["params"], declared) and \
                        offset + i < len(self._spare):
                    new = self._spare[offset + i]
                    self.places[self._place(arg)] = new
                    self._rename_all(scope, arg.arg, new)
            offset += len(scope.params)
        for child in scope.children:
            self._params(child, offset)


def _def_name_token(tokens, node):
    """(row, col) of the name a def or class statement binds: the first such name token after
    the statement's start (its `def`, `async` or `class`)."""
    start = (node.lineno, node.col_offset)
    for tok in tokens:
        if tok.type == tokenize.NAME and tok.start > start and tok.string == node.name:
            return tok.start
    raise ValueError("no token for %s at line %d" % (node.name, node.lineno))

