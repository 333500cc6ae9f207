"""Which of the project's names may share one new name in the device's build: those that never
meet in one namespace.

The interpreter looks a name up in one namespace at a time: a module's globals, a function's
locals, an object's attributes (its class's, its bases', its own), the keywords of one call.
Two names that no namespace ever holds together can be renamed to the same text, and every
name so renamed can be one of the interpreter's ROM names (tools/short_names.py), which cost
the pool of interned names nothing: the tree has more names than the ROM table has to give,
but a class, a module or a call holds only some of them at once.

Two names clash (must keep apart) when:
- both appear as plain names in one module (its globals, every function's locals and
  parameters, what it imports: the whole module is taken as one namespace);
- both are names of one family of classes (classes joined by inheritance, by their names
  across the tree): what a class body binds, and every attribute its methods read or write
  on `self` (or `cls`);
- one call passes both by keyword (a `**kwargs` function gets both in one dict);
- one of them is set on an object whose class is not known here (`obj.name = ...` outside
  the object's own methods: an instance of any class, a function, a module) and the other is
  an attribute anywhere;
- one of them is a class's name: it shares with none, as `type(obj).__name__` and an object's
  repr print it, and a printed name must read back as one (short_names.explain).
An attribute read elsewhere (`obj.name`) adds nothing: the object's class holds the name,
so its family does. A name looked up by its text (getattr, hasattr) keeps its text anyway
(short_names.kept_names), so a missing attribute is never found under another's new name.
The texts looked at are the image's modules and the programs a test runs in the image (the
host's programs, and the programs their strings hold): a probe that subclasses a class of
the firmware, or calls two of its functions, is held to the same rules.
"""

import ast
import warnings


class Clashes:
    """The namespaces of a set of texts, and the names each name must keep apart from."""

    def __init__(self, texts):
        self.groups = []  # sets of names one namespace holds
        self.loose = set()  # attributes set on an object of a class not known here
        self.attributes = set()  # every attribute name, and what class bodies bind
        self.classes = set()  # every class's name
        self._family = {}  # class name -> the name its family is known by (union-find)
        self._own = {}  # class name -> names its body binds and its methods use on self
        pending = list(texts)
        while pending:
            text = pending.pop()
            try:
                with warnings.catch_warnings():  # a string that is not a program: no warnings
                    warnings.simplefilter("ignore")
                    tree = ast.parse(text)
            except (SyntaxError, ValueError):
                continue
            pending.extend(n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
                           and isinstance(n.value, str) and "\n" in n.value)
            self._module(tree)
        families = {}
        for name, own in self._own.items():
            families.setdefault(self._root(name), set()).update(own)
        self.groups.extend(families.values())
        for names in families.values():
            self.attributes |= names

    def apart(self, names):
        """{name: the names of `names` it must not share a new name with}, for each of
        `names`."""
        names = set(names)
        out = {name: set() for name in names}
        for group in self.groups:
            members = group & names
            for name in members:
                out[name] |= members
        loose = self.loose & names
        attributes = self.attributes & names
        for name in loose:
            out[name] |= attributes
        for name in attributes:
            out[name] |= loose
        classes = self.classes & names
        for name in names:
            out[name] |= names if name in classes else classes
        for name, others in out.items():
            others.discard(name)
        return out

    def _root(self, name):
        while self._family.get(name, name) != name:
            name = self._family[name]
        return name

    def _module(self, tree):
        plain = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                plain.add(node.id)
            elif isinstance(node, ast.arg):
                plain.add(node.arg)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                plain.add(node.name)
            elif isinstance(node, ast.alias):
                plain.add(node.asname or node.name.split(".")[0])
                plain.add(node.name.split(".")[0])  # `from m import name`: a global of m
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                plain.update(node.names)
            elif isinstance(node, ast.Attribute):
                self.attributes.add(node.attr)
            elif isinstance(node, ast.Call):
                keywords = {k.arg for k in node.keywords if k.arg}
                if len(keywords) > 1:
                    self.groups.append(keywords)
        self.groups.append(plain)
        own_stores = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                own_stores |= self._class(node)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Load) and \
                    id(node) not in own_stores:
                self.loose.add(node.attr)

    def _class(self, node):
        """Records a class's names and joins it to its bases' family; returns the ids of the
        attribute nodes that set a name on its own object."""
        self.classes.add(node.name)
        own = self._own.setdefault(node.name, set())
        self._family.setdefault(node.name, node.name)
        for base in node.bases:
            name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", None)
            if name is not None:
                self._family.setdefault(name, name)
                a, b = self._root(node.name), self._root(name)
                if a != b:
                    self._family[a] = b
        stores = set()
        for stmt in node.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                own.add(stmt.name)
                if isinstance(stmt, ast.ClassDef) or not stmt.args.args or any(
                        getattr(d, "id", None) == "staticmethod" for d in stmt.decorator_list):
                    continue
                stores |= _on_self(stmt, stmt.args.args[0].arg, own)
            else:
                for child in ast.walk(stmt):
                    if isinstance(child, ast.Name) and not isinstance(child.ctx, ast.Load):
                        own.add(child.id)
        return stores


def _on_self(method, me, own):
    """Adds to `own` each attribute `method` uses on its first parameter `me` (inner functions
    and lambdas too, unless they bind that name themselves); returns the ids of those nodes."""
    ids = set()
    pending = list(ast.iter_child_nodes(method))
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            args = node.args
            bound = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
            bound |= {a.arg for a in (args.vararg, args.kwarg) if a is not None}
            if me in bound:
                continue
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                node.value.id == me:
            own.add(node.attr)
            ids.add(id(node))
        pending.extend(ast.iter_child_nodes(node))
    return ids
