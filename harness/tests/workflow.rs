//! The GitHub Actions workflow for users, `ci/edition-drift.yml`, checked without GitHub.
//! actionlint would be the reference, but Debian packages it in no suite (bookworm, trixie,
//! trixie-backports, sid, experimental), so this is a structural check with a YAML parser:
//!
//! - valid YAML (no duplicate keys), with the triggers a sharded matrix needs: `push`,
//!   `workflow_dispatch` and a `schedule` whose crons have five fields;
//! - every `needs` names another job, without cycles; every `${{ matrix.X }}` is a key of its
//!   job's matrix, every `needs.X` one of its needs, every `steps.X` one of its steps;
//! - every step has exactly one of `run` and `uses`, `with` only beside `uses`, and `uses` is
//!   pinned to a release (`@v4`, `@v1.2.3`) or a commit;
//! - every `run` script is valid bash (`bash -n`);
//! - every `edrift` command line, for every combination of its matrix, parses with the real
//!   `edrift` binary (its arguments followed by `--help`: clap rejects an unknown subcommand,
//!   flag or value before it prints the help), its `--lane`s are lanes of toolchains.toml, the
//!   matrix runs every lane, and its `--partition`s cover 1..=N of every lane;
//! - what the shards upload is what the merge downloads.
//!
//! Each check is shown to fail on a broken copy of the workflow (the mutation tests below).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::LazyLock;

use regex::Regex;
use yaml_rust2::{Yaml, YamlLoader};

static CRON_FIELD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[0-9*/,\-]+$").unwrap());
/// `owner/repo[/path]@v4`, `@v1.2.3` or `@<commit>`.
static PINNED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_./-]+@(v[0-9]+(\.[0-9]+){0,2}|[0-9a-f]{40})$").unwrap());

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn workflow_text() -> String {
    std::fs::read_to_string(root().join("ci/edition-drift.yml")).unwrap()
}

fn lanes() -> Vec<String> {
    let toolchains = edrift::lanes::Toolchains::read(&root().join("toolchains.toml")).unwrap();
    toolchains.lanes.iter().map(|l| l.name.clone()).collect()
}

fn text(y: &Yaml) -> Option<String> {
    match y {
        Yaml::String(s) | Yaml::Real(s) => Some(s.clone()),
        Yaml::Integer(i) => Some(i.to_string()),
        Yaml::Boolean(b) => Some(b.to_string()),
        Yaml::Array(_) | Yaml::Hash(_) | Yaml::Alias(_) | Yaml::Null | Yaml::BadValue => None,
    }
}

fn keys(y: &Yaml) -> Vec<String> {
    y.as_hash().map(|h| h.keys().filter_map(text).collect()).unwrap_or_default()
}

/// Every string scalar under `y`, with its path (`steps[2].run`).
fn strings(y: &Yaml, path: &str, out: &mut Vec<(String, String)>) {
    match y {
        Yaml::Hash(h) => {
            for (k, v) in h {
                strings(v, &format!("{path}.{}", text(k).unwrap_or_default()), out);
            }
        }
        Yaml::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                strings(v, &format!("{path}[{i}]"), out);
            }
        }
        other => {
            if let Some(s) = text(other) {
                out.push((path.to_string(), s));
            }
        }
    }
}

/// The contents of every `${{ ... }}` in `s`; an unclosed one is reported.
fn expressions(s: &str, problems: &mut Vec<String>, at: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = s;
    while let Some(start) = rest.find("${{") {
        match rest[start..].find("}}") {
            Some(end) => {
                found.push(rest[start + 3..start + end].trim().to_string());
                rest = &rest[start + end + 2..];
            }
            None => {
                problems.push(format!("{at}: `${{{{` without its `}}}}`"));
                break;
            }
        }
    }
    found
}

/// Names after `prefix.` in an expression: `matrix.lane` gives `lane`.
fn references(expression: &str, prefix: &str) -> Vec<String> {
    let re = Regex::new(&format!(r"(?:^|[^A-Za-z0-9_.]){prefix}\.([A-Za-z0-9_-]+)")).unwrap();
    re.captures_iter(expression).map(|c| c[1].to_string()).collect()
}

/// The matrix of a job: key -> values (`include`/`exclude` are not used here, so refused).
fn matrix(job: &Yaml, at: &str, problems: &mut Vec<String>) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let Some(h) = job["strategy"]["matrix"].as_hash() else { return out };
    for (k, v) in h {
        let key = text(k).unwrap_or_default();
        match v.as_vec() {
            Some(values) if key != "include" && key != "exclude" => {
                out.insert(key, values.iter().filter_map(text).collect());
            }
            _ => problems.push(format!("{at}: matrix key `{key}` is not a list of values (include/exclude are not checked)")),
        }
    }
    out
}

/// Every combination of a matrix (one empty combination without a matrix).
fn combinations(matrix: &BTreeMap<String, Vec<String>>) -> Vec<BTreeMap<String, String>> {
    let mut all = vec![BTreeMap::new()];
    for (key, values) in matrix {
        all = all
            .into_iter()
            .flat_map(|combo| {
                values.iter().map(move |v| {
                    let mut c = combo.clone();
                    c.insert(key.clone(), v.clone());
                    c
                })
            })
            .collect();
    }
    all
}

/// `s` with each `${{ matrix.X }}` replaced by its value in `combo`, and any other expression by
/// a word.
fn substitute(s: &str, combo: &BTreeMap<String, String>) -> String {
    static EXPRESSION: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\$\{\{\s*([^}]*?)\s*\}\}").unwrap());
    EXPRESSION
        .replace_all(s, |c: &regex::Captures<'_>| match c[1].strip_prefix("matrix.") {
            Some(key) => combo.get(key).cloned().unwrap_or_else(|| "UNDEFINED".to_string()),
            None => "expr".to_string(),
        })
        .into_owned()
}

/// The words of a shell command line up to its first operator, quotes removed and variables
/// replaced by a word.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars().peekable();
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('\''), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (_, '$') if quote != Some('\'') => {
                // $VAR, ${VAR}: a word of its own kind.
                let braced = chars.peek() == Some(&'{');
                if braced {
                    chars.next();
                }
                while let Some(&n) = chars.peek() {
                    if n.is_ascii_alphanumeric() || n == '_' || (braced && n != '}') {
                        chars.next();
                    } else {
                        break;
                    }
                }
                if braced {
                    chars.next();
                }
                word.push_str("VAR");
                in_word = true;
            }
            (Some(_), c) => word.push(c),
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, ';' | '|' | '&' | '>' | '<' | ')') => break,
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    // `2>` leaves its `2` behind.
    if words.last().is_some_and(|w| w == "2") && line.contains("2>") {
        words.pop();
    }
    words
}

/// The `edrift` command lines of a script: the arguments after `cargo run ... -p edrift ... --`
/// or after a bare `edrift`.
fn edrift_commands(script: &str) -> Vec<Vec<String>> {
    let joined = script.replace("\\\n", " ");
    static CARGO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"cargo\s+run\s+(?:(?:--release|-q|--quiet)\s+)*-p\s+edrift\s+(?:(?:--release|-q|--quiet)\s+)*--\s+(.*)").unwrap()
    });
    // A bare `edrift` in command position: a line's first word, or after an operator.
    static BARE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?:^\s*|(?:&&|\|\||;|\||\(|\bthen|\bdo)\s+)(?:\S*/)?edrift\s+(.*)").unwrap());
    let mut out = Vec::new();
    for line in joined.lines() {
        if let Some(c) = CARGO.captures(line) {
            out.push(shell_words(&c[1]));
        } else if let Some(c) = BARE.captures(line).filter(|_| !line.contains("-p edrift")) {
            out.push(shell_words(&c[1]));
        }
    }
    out
}

/// Whether `edrift <words> --help` parses (clap checks the subcommand, flags and values before
/// it prints the help); else the first line of its error. Memoized: the mutation tests ask the
/// same lines many times.
fn parses(edrift: &Path, words: &[String]) -> Result<(), String> {
    static SEEN: std::sync::Mutex<BTreeMap<Vec<String>, Result<(), String>>> = std::sync::Mutex::new(BTreeMap::new());
    if let Some(known) = SEEN.lock().unwrap().get(words) {
        return known.clone();
    }
    let out = Command::new(edrift).args(words).arg("--help").stdin(Stdio::null()).output().unwrap();
    let result =
        if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("").to_string()) };
    SEEN.lock().unwrap().insert(words.to_vec(), result.clone());
    result
}

fn glob_matches(pattern: &str, name: &str) -> bool {
    let re = format!("^{}$", regex::escape(pattern).replace(r"\*", ".*").replace(r"\?", "."));
    Regex::new(&re).unwrap().is_match(name)
}

/// Every problem of a workflow's text; `edrift` is the binary that parses its commands.
fn check(source: &str, edrift: &Path, lanes: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let docs = match YamlLoader::load_from_str(source) {
        Ok(docs) => docs,
        Err(e) => return vec![format!("not valid YAML: {e}")],
    };
    let [doc] = docs.as_slice() else { return vec![format!("{} YAML documents, expected one", docs.len())] };
    for key in keys(doc) {
        if !["name", "run-name", "on", "permissions", "env", "defaults", "concurrency", "jobs"].contains(&key.as_str()) {
            problems.push(format!("unknown top-level key `{key}`"));
        }
    }
    // Triggers.
    let on = &doc["on"];
    let triggers = match on {
        Yaml::Hash(_) => keys(on),
        Yaml::Array(a) => a.iter().filter_map(text).collect(),
        other => text(other).into_iter().collect(),
    };
    for wanted in ["push", "workflow_dispatch", "schedule"] {
        if !triggers.iter().any(|t| t == wanted) {
            problems.push(format!("`on` lacks `{wanted}` (the matrix runs on push, by hand and on a schedule that tracks nightly)"));
        }
    }
    match on["schedule"].as_vec() {
        Some(crons) if !crons.is_empty() => {
            for cron in crons {
                let expr = text(&cron["cron"]).unwrap_or_default();
                let fields: Vec<&str> = expr.split_whitespace().collect();
                if fields.len() != 5 || !fields.iter().all(|f| CRON_FIELD.is_match(f)) {
                    problems.push(format!("schedule cron `{expr}` is not five cron fields"));
                }
            }
        }
        _ if triggers.iter().any(|t| t == "schedule") => problems.push("`on.schedule` has no cron".to_string()),
        _ => {}
    }
    // Jobs.
    let Some(jobs) = doc["jobs"].as_hash() else {
        problems.push("no `jobs`".to_string());
        return problems;
    };
    let ids: Vec<String> = jobs.keys().filter_map(text).collect();
    let mut needs_of: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let job_keys = [
        "name",
        "needs",
        "runs-on",
        "container",
        "timeout-minutes",
        "strategy",
        "steps",
        "if",
        "permissions",
        "concurrency",
        "env",
        "outputs",
        "services",
        "continue-on-error",
        "environment",
        "defaults",
    ];
    // Per job: the artifacts it uploads (name, paths) and downloads (pattern, path).
    let mut uploads: Vec<(String, String, Vec<String>)> = Vec::new();
    let mut downloads: Vec<(String, String, String)> = Vec::new();
    // What each job runs: (job, edrift arguments).
    let mut commands: Vec<(String, Vec<String>)> = Vec::new();
    for (id_yaml, job) in jobs {
        let id = text(id_yaml).unwrap_or_default();
        let at = format!("jobs.{id}");
        for key in keys(job) {
            if !job_keys.contains(&key.as_str()) {
                problems.push(format!("{at}: unknown key `{key}`"));
            }
        }
        if text(&job["runs-on"]).is_none() {
            problems.push(format!("{at}: no `runs-on`"));
        }
        let needs: Vec<String> = match &job["needs"] {
            Yaml::Array(a) => a.iter().filter_map(text).collect(),
            Yaml::BadValue => Vec::new(),
            other => text(other).into_iter().collect(),
        };
        for need in &needs {
            if !ids.contains(need) || *need == id {
                problems.push(format!("{at}: needs `{need}`, which is not another job of the workflow"));
            }
        }
        needs_of.insert(id.clone(), needs.clone());
        let matrix = matrix(job, &at, &mut problems);
        let steps = job["steps"].as_vec().cloned().unwrap_or_default();
        if steps.is_empty() {
            problems.push(format!("{at}: no steps"));
        }
        let step_ids: Vec<String> = steps.iter().filter_map(|s| text(&s["id"])).collect();
        // Expressions anywhere in the job, and `if:` conditions (expressions without `${{`).
        let mut all = Vec::new();
        strings(job, &at, &mut all);
        for (path, s) in &all {
            let mut exprs = expressions(s, &mut problems, path);
            if path.ends_with(".if") && !s.contains("${{") {
                exprs.push(s.clone());
            }
            for expr in exprs {
                for key in references(&expr, "matrix") {
                    if !matrix.contains_key(&key) {
                        problems.push(format!("{path}: `matrix.{key}` is not a key of the job's matrix"));
                    }
                }
                for need in references(&expr, "needs") {
                    if !needs.contains(&need) {
                        problems.push(format!("{path}: `needs.{need}` is not one of the job's needs"));
                    }
                }
                for step in references(&expr, "steps") {
                    if !step_ids.contains(&step) {
                        problems.push(format!("{path}: `steps.{step}` is not a step id of the job"));
                    }
                }
            }
        }
        let combos = combinations(&matrix);
        for (i, step) in steps.iter().enumerate() {
            let at = format!("{at}.steps[{i}]");
            let step_keys = keys(step);
            for key in &step_keys {
                if !["name", "id", "if", "uses", "run", "with", "env", "shell", "continue-on-error", "timeout-minutes", "working-directory"]
                    .contains(&key.as_str())
                {
                    problems.push(format!("{at}: unknown key `{key}`"));
                }
            }
            let (run, uses) = (text(&step["run"]), text(&step["uses"]));
            match (&run, &uses) {
                (Some(_), None) | (None, Some(_)) => {}
                _ => problems.push(format!("{at}: a step needs exactly one of `run` and `uses`")),
            }
            if run.is_some() && step_keys.iter().any(|k| k == "with") {
                problems.push(format!("{at}: `with` belongs to a `uses` step"));
            }
            if let Some(uses) = &uses {
                if !PINNED.is_match(uses) {
                    problems.push(format!("{at}: `uses: {uses}` is not pinned to a release (`@v4`) or a commit"));
                }
                let with = &step["with"];
                let all_with = |key: &str| -> Vec<String> {
                    let value = text(&with[key]).unwrap_or_default();
                    let mut out: Vec<String> = combos.iter().map(|c| substitute(&value, c)).collect();
                    out.sort();
                    out.dedup();
                    out
                };
                if uses.starts_with("actions/upload-artifact@") {
                    let paths: Vec<String> = text(&with["path"]).unwrap_or_default().lines().map(str::trim).map(str::to_string).collect();
                    for name in all_with("name") {
                        uploads.push((id.clone(), name, paths.clone()));
                    }
                }
                if uses.starts_with("actions/download-artifact@") {
                    let pattern = text(&with["pattern"]).or_else(|| text(&with["name"])).unwrap_or_else(|| "*".to_string());
                    downloads.push((id.clone(), pattern, text(&with["path"]).unwrap_or_default()));
                }
            }
            if let Some(script) = &run {
                let script0 = substitute(script, combos.first().unwrap_or(&BTreeMap::new()));
                let mut bash = Command::new("bash").args(["-n"]).stdin(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
                bash.stdin.take().unwrap().write_all(script0.as_bytes()).unwrap();
                let out = bash.wait_with_output().unwrap();
                if !out.status.success() {
                    problems.push(format!("{at}.run: not valid bash: {}", String::from_utf8_lossy(&out.stderr).trim()));
                }
                let mut lines: BTreeSet<Vec<String>> = BTreeSet::new();
                for combo in &combos {
                    for words in edrift_commands(&substitute(script, combo)) {
                        lines.insert(words);
                    }
                }
                for words in lines {
                    commands.push((id.clone(), words));
                }
            }
        }
    }
    // No cycle among needs.
    fn visit(job: &str, needs: &BTreeMap<String, Vec<String>>, path: &mut Vec<String>, problems: &mut Vec<String>) {
        if path.iter().any(|p| p == job) {
            problems.push(format!("jobs need each other in a cycle: {} -> {job}", path.join(" -> ")));
            return;
        }
        path.push(job.to_string());
        for next in needs.get(job).into_iter().flatten() {
            visit(next, needs, path, problems);
        }
        path.pop();
    }
    for id in &ids {
        visit(id, &needs_of, &mut Vec::new(), &mut problems);
    }
    // The edrift commands parse, and what they run covers the matrix.
    let mut lanes_run: BTreeSet<String> = BTreeSet::new();
    let mut partitions: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut subcommands: BTreeSet<String> = BTreeSet::new();
    for (job, words) in &commands {
        if let Err(first) = parses(edrift, words) {
            problems.push(format!("jobs.{job}: `edrift {}` does not parse: {first}", words.join(" ")));
            continue;
        }
        if let Some(sub) = words.first() {
            subcommands.insert(sub.clone());
        }
        let value = |flag: &str| words.iter().position(|w| w == flag).and_then(|i| words.get(i + 1)).cloned();
        if words.first().map(String::as_str) == Some("run") {
            let lane = value("--lane");
            match &lane {
                Some(lane) if !lanes.contains(lane) => {
                    problems.push(format!("jobs.{job}: `--lane {lane}` is not a lane of toolchains.toml ({})", lanes.join(", ")))
                }
                Some(lane) => {
                    lanes_run.insert(lane.clone());
                }
                None => lanes_run.extend(lanes.iter().cloned()),
            }
            if let Some(partition) = value("--partition") {
                partitions.entry(lane.unwrap_or_else(|| "*".to_string())).or_default().insert(partition);
            }
        }
    }
    let all_lanes: BTreeSet<String> = lanes.iter().cloned().collect();
    if lanes_run != all_lanes {
        problems.push(format!(
            "the shards run lanes {:?}, toolchains.toml declares {:?}",
            lanes_run.iter().collect::<Vec<_>>(),
            all_lanes.iter().collect::<Vec<_>>()
        ));
    }
    for (lane, specs) in &partitions {
        let parsed: Vec<(u32, u32)> =
            specs.iter().filter_map(|s| s.parse::<edrift::model::Partition>().ok()).map(|p| (p.index(), p.count())).collect();
        let counts: BTreeSet<u32> = parsed.iter().map(|p| p.1).collect();
        let indexes: BTreeSet<u32> = parsed.iter().map(|p| p.0).collect();
        match counts.iter().collect::<Vec<_>>().as_slice() {
            [n] if indexes == (1..=**n).collect() => {}
            _ => problems.push(format!("lane {lane}: the shards run partitions {specs:?}, not 1..=N of one N")),
        }
    }
    for needed in ["run", "merge", "report"] {
        if !subcommands.contains(needed) {
            problems.push(format!("no job runs `edrift {needed}`"));
        }
    }
    // The lanes' places move (Debian's suites): a scheduled job asks them.
    if !commands.iter().any(|(_, words)| words.len() >= 2 && words[0] == "lanes" && words[1] == "check") {
        problems.push("no job runs `edrift lanes check`".to_string());
    }
    // What the shards upload reaches the job that downloads it.
    for (job, name, paths) in &uploads {
        let downloaded = downloads
            .iter()
            .any(|(by, pattern, _)| glob_matches(pattern, name) && needs_of.get(by).is_some_and(|needs| needs.contains(job)));
        if name.starts_with("edrift-shard-") && !downloaded {
            problems.push(format!("jobs.{job}: artifact `{name}` is downloaded by no job that needs `{job}`"));
        }
        if name.starts_with("edrift-shard-") {
            let stores: Vec<String> = commands
                .iter()
                .filter(|(by, w)| by == job && w.first().map(String::as_str) == Some("run"))
                .filter_map(|(_, w)| w.iter().position(|x| x == "--store").and_then(|i| w.get(i + 1)).cloned())
                .collect();
            for store in stores {
                if !paths.contains(&store) {
                    problems
                        .push(format!("jobs.{job}: the store `{store}` that `edrift run` writes is not in artifact `{name}` ({paths:?})"));
                }
            }
        }
    }
    problems
}

fn problems_of(source: &str) -> Vec<String> {
    check(source, Path::new(env!("CARGO_BIN_EXE_edrift")), &lanes())
}

#[test]
fn the_workflow_is_valid() {
    let problems = problems_of(&workflow_text());
    assert!(problems.is_empty(), "ci/edition-drift.yml:\n  {}", problems.join("\n  "));
}

/// Each check fails on a broken copy of the workflow: (what to replace, with what, a word of the
/// problem it must report).
#[test]
fn each_check_fails_on_a_broken_workflow() {
    let original = workflow_text();
    let mutations: &[(&str, &str, &str)] = &[
        ("  schedule:\n    - cron: \"17 5 * * *\"\n", "", "lacks `schedule`"),
        ("  workflow_dispatch:\n", "", "lacks `workflow_dispatch`"),
        ("\"17 5 * * *\"", "\"17 5 * *\"", "not five cron fields"),
        ("    needs: shard\n", "    needs: shards\n", "needs `shards`"),
        ("shard ${{ matrix.partition }}/4", "shard ${{ matrix.shard }}/4", "`matrix.shard` is not a key"),
        ("if: matrix.lane != 'nightly'", "if: matrix.lanes != 'nightly'", "`matrix.lanes` is not a key"),
        (
            "      - uses: actions/checkout@v4\n      - name: rustup",
            "      - uses: actions/checkout@main\n      - name: rustup",
            "not pinned",
        ),
        (
            "      - name: bound the history\n        run:",
            "      - name: bound the history\n        uses: actions/cache@v4\n        run:",
            "exactly one of `run` and `uses`",
        ),
        ("--partition \"hash:", "--partitions \"hash:", "does not parse"),
        ("-- merge shards", "-- merg shards", "does not parse"),
        ("--from-run latest --out site", "--from-run --out site", "does not parse"),
        ("prune --keep-runs 120", "prune --keep-runs many", "does not parse"),
        ("partition: [1, 2, 3, 4]", "partition: [1, 2, 3]", "not 1..=N"),
        ("\"1.98.1\", \"nightly\"]", "\"1.98.1\"]", "toolchains.toml declares"),
        ("\"1.63\", \"1.85\"", "\"1.62\", \"1.85\"", "not a lane of toolchains.toml"),
        ("pattern: edrift-shard-*", "pattern: shard-*", "downloaded by no job"),
        ("            shard.sqlite\n            junit.xml", "            junit.xml", "is not in artifact"),
        ("if [ -f published/results.sqlite ]; then cp", "if [ -f published/results.sqlite ]; cp", "not valid bash"),
        ("  merge:\n    needs: shard\n", "  merge:\n    needs: shard\n    needs: shard\n", "not valid YAML"),
        ("timeout-minutes: 60", "timeout-minutes: 60\n    runs_on: ubuntu-latest", "unknown key `runs_on`"),
        (
            "        run: cargo run --release -p edrift -- report",
            "        with: { x: 1 }\n        run: cargo run --release -p edrift -- report",
            "`with` belongs to a `uses` step",
        ),
    ];
    for (from, to, says) in mutations {
        assert!(original.contains(from), "the mutation `{from}` no longer applies: update the test");
        let broken = original.replacen(from, to, 1);
        let problems = problems_of(&broken);
        assert!(
            problems.iter().any(|p| p.contains(says)),
            "replacing `{from}` with `{to}` should report `{says}`, got:\n  {}",
            problems.join("\n  ")
        );
    }
}

#[test]
fn edrift_command_lines_are_found_in_scripts() {
    let script = "mkdir -p site\ncargo run --release -q -p edrift -- drift nightly@previous nightly --store \"$DIR/x.sqlite\" 2>&1 || true\n\
                  ./target/release/edrift merge a b --into c > out.txt\necho edrift is not a command here\n";
    assert_eq!(
        edrift_commands(script),
        [vec!["drift", "nightly@previous", "nightly", "--store", "VAR/x.sqlite"], vec!["merge", "a", "b", "--into", "c"],]
    );
}
