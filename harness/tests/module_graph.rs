//! The library's module graph has no cycle (lib.rs says so; this test checks it). A top-level
//! module of `harness/src` uses another when its files name `crate::<other>` (in a path or a
//! `crate::{a, b}` group), doc links included; `super::` stays inside a module's own folder.
//! The `edrift` binary (`main.rs`, `cli/`) is not the library, and tests may reach across
//! stages (`tests.rs` files, `#[cfg(test)] mod tests { ... }` blocks), so they are left out.
//! Run with `--nocapture` to see the modules in dependency order.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The names `crate::` is followed by in `text`.
fn crate_uses(text: &str) -> BTreeSet<String> {
    let mut uses = BTreeSet::new();
    let ident = |s: &str| s.chars().take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_').collect::<String>();
    for (i, _) in text.match_indices("crate::") {
        let rest = &text[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inner = &group[..group.find('}').unwrap_or(group.len())];
            uses.extend(inner.split(',').map(|part| ident(part.trim())).filter(|n| !n.is_empty()));
        } else {
            uses.insert(ident(rest));
        }
    }
    uses.remove("");
    uses
}

/// The top-level modules of the library and the others each uses.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap();
        let top = relative.iter().next().unwrap().to_string_lossy().trim_end_matches(".rs").to_string();
        let name = file.file_name().unwrap().to_string_lossy();
        if ["lib", "main", "cli"].contains(&top.as_str()) || name == "tests.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code = match text.find("#[cfg(test)]\nmod tests") {
            Some(at) => &text[..at],
            None => &text[..],
        };
        let uses = crate_uses(code);
        graph.entry(top.clone()).or_default().extend(uses.into_iter().filter(|u| *u != top));
    }
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    for uses in graph.values_mut() {
        uses.retain(|u| modules.contains(u));
    }
    graph
}

/// The modules in dependency order (each after what it uses), or the first cycle found.
fn order(graph: &BTreeMap<String, BTreeSet<String>>) -> Result<Vec<String>, Vec<String>> {
    #[derive(PartialEq)]
    enum State {
        Open,
        Done,
    }
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, State>,
        path: &mut Vec<String>,
        order: &mut Vec<String>,
    ) -> Result<(), Vec<String>> {
        match state.get(m) {
            Some(State::Done) => return Ok(()),
            Some(State::Open) => {
                let from = path.iter().position(|p| p == m).unwrap_or(0);
                let mut cycle = path[from..].to_vec();
                cycle.push(m.to_string());
                return Err(cycle);
            }
            None => {}
        }
        state.insert(m.to_string(), State::Open);
        path.push(m.to_string());
        for used in &graph[m] {
            visit(used, graph, state, path, order)?;
        }
        path.pop();
        state.insert(m.to_string(), State::Done);
        order.push(m.to_string());
        Ok(())
    }
    let (mut state, mut out) = (BTreeMap::new(), Vec::new());
    for m in graph.keys() {
        visit(m, graph, &mut state, &mut Vec::new(), &mut out)?;
    }
    Ok(out)
}

#[test]
fn the_library_module_graph_has_no_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = graph(&src);
    assert!(graph.len() > 20 && graph.contains_key("model") && graph.contains_key("invoke"), "{graph:?}");
    match order(&graph) {
        Ok(order) => {
            for m in &order {
                let uses: Vec<&str> = graph[m].iter().map(String::as_str).collect();
                println!("{m:<12} uses {}", if uses.is_empty() { "-".to_string() } else { uses.join(", ") });
            }
            println!("{} modules, no cycle", order.len());
            assert!(graph["model"].is_empty(), "model must import no stage: {:?}", graph["model"]);
        }
        Err(cycle) => panic!("the module graph has a cycle: {}", cycle.join(" -> ")),
    }
}

#[test]
fn the_checker_finds_a_cycle_and_the_names_used() {
    let uses = crate_uses("use crate::{lanes::Lane, model::{A, B}};\nlet x = crate::invoke::run();\n/// [`crate::store::X`]\n");
    assert_eq!(uses.into_iter().collect::<Vec<_>>(), ["invoke", "lanes", "model", "store"]);
    let mut graph = BTreeMap::new();
    graph.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    graph.insert("b".to_string(), BTreeSet::from(["c".to_string()]));
    graph.insert("c".to_string(), BTreeSet::from(["a".to_string()]));
    assert_eq!(order(&graph), Err(vec!["a".to_string(), "b".to_string(), "c".to_string(), "a".to_string()]));
    graph.get_mut("c").unwrap().clear();
    assert_eq!(order(&graph), Ok(vec!["c".to_string(), "b".to_string(), "a".to_string()]));
}

/// model.rs says the stages import the model's words from it, never from each other: no stage
/// re-exports them (`pub use crate::model::...`), so `directives::Edition` cannot come back.
#[test]
fn no_stage_re_exports_the_model() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let offenders: Vec<String> = files
        .iter()
        .filter(|f| !f.starts_with(src.join("model")) && f.file_name().is_some_and(|n| n != "model.rs"))
        .filter(|f| std::fs::read_to_string(f).unwrap().contains("pub use crate::model"))
        .map(|f| f.strip_prefix(&src).unwrap().display().to_string())
        .collect();
    assert!(files.len() > 50, "{files:?}");
    assert_eq!(offenders, Vec::<String>::new(), "these stages re-export the model's words: import them from `crate::model`");
}
