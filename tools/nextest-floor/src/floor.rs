//! The floor of `tools/bench-nextest`: the suite's trials (names in `$FLOOR_TRIALS`, one a
//! line; the ignored ones in `$FLOOR_IGNORED`), each doing nothing. Under nextest it costs a
//! process per trial and libtest-mimic's start and nothing else: what the harness's own trials
//! cannot go below. With `--exact NAME` it makes that one trial only, as the harness does.

use libtest_mimic::{Arguments, Trial};

fn names(variable: &str) -> Vec<String> {
    let path = std::env::var(variable).unwrap_or_else(|_| panic!("{variable} names no file"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(str::to_string).collect()
}

fn main() {
    let arguments = Arguments::from_args();
    let ignored: std::collections::HashSet<String> = names("FLOOR_IGNORED").into_iter().collect();
    let exact = arguments.filter.clone().filter(|_| arguments.exact);
    let trials = names("FLOOR_TRIALS")
        .into_iter()
        .filter(|name| exact.as_ref().is_none_or(|exact| exact == name))
        .map(|name| {
            let skip = ignored.contains(&name);
            Trial::test(name, || Ok(())).with_ignored_flag(skip)
        })
        .collect();
    libtest_mimic::run(&arguments, trials).exit();
}
