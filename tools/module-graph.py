#!/usr/bin/env python3
"""The harness's module graph: which top-level module of harness/src uses which (`crate::x`,
`super::` inside a module's own folder stays inside it); the `edrift` binary (`main.rs` and its
`cli` modules) is not the library and is left out. Prints the modules in dependency order
(each after everything it uses) and exits 1 if there is a cycle. Test modules (`tests.rs`,
`#[cfg(test)] mod tests { ... }` blocks) are left out: tests may reach across stages."""
import os, re, sys

src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "harness", "src")
modules = {}
for root, _, files in os.walk(src):
    for name in files:
        if not name.endswith(".rs") or name == "tests.rs" or name == "main.rs":
            continue
        rel = os.path.relpath(os.path.join(root, name), src)
        top = rel.split(os.sep)[0].removesuffix(".rs")
        if top in ("lib", "cli"):
            continue
        text = open(os.path.join(root, name)).read()
        # Inline unit tests are tests too.
        text = re.split(r"#\[cfg\(test\)\]\s*mod tests\s*\{", text)[0]
        uses = set(re.findall(r"crate::([a-z_]+)", text))
        for group in re.findall(r"crate::\{([^}]*)\}", text):
            uses |= {w.strip().split("::")[0] for w in group.split(",") if w.strip()}
        modules.setdefault(top, set()).update(u for u in uses if u != top)

graph = {m: sorted(u for u in uses if u in modules) for m, uses in modules.items()}
order, state = [], {}
def visit(m, path):
    if state.get(m) == "done":
        return
    if state.get(m) == "open":
        cycle = path[path.index(m):] + [m]
        print("cycle: " + " -> ".join(cycle))
        sys.exit(1)
    state[m] = "open"
    for u in graph[m]:
        visit(u, path + [m])
    state[m] = "done"
    order.append(m)
for m in sorted(graph):
    visit(m, [])
for m in order:
    print(f"{m:<12} uses {', '.join(graph[m]) or '-'}")
print(f"{len(order)} modules, no cycle")
