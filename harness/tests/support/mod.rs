//! What the integration tests that run cells share.

/// Installs bubblewrap (as root with apt-get) when it is missing, once per test binary, as the
/// main command and the suite's trials do, unless EDRIFT_OFFLINE=1: the harness refuses to run a
/// cell without its sandbox, and a fresh machine has none until something installs it. Tests
/// that run cells with `--offline` or in-process call it before their first cell.
#[allow(dead_code)] // package_share runs its cells unsandboxed
pub fn install_sandbox() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("EDRIFT_OFFLINE").is_some_and(|v| v == "1") {
            return;
        }
        for (_, outcome) in edrift::provision::host::ensure(&[edrift::provision::host::BUBBLEWRAP]) {
            if let edrift::provision::host::Outcome::Installed(path) = outcome {
                eprintln!("installed {} for this test", path.display());
            }
        }
    });
}

/// Runs every cell of `plan` afresh (no cache) and returns their records; a cell that cannot run
/// fails the test with its error.
#[allow(dead_code)] // not every test binary that shares this module runs a plan
pub fn run_fresh(
    plan: &edrift::runner::Plan,
    expectations: &edrift::expectations::Expectations,
    options: &edrift::runner::Options,
) -> Vec<edrift::verdict::Record> {
    use edrift::runner::{Event, Plan};
    let mut fail_on_error = |_: &Plan, event: &Event| match event {
        Event::CellErrored { error, .. } => panic!("{error}"),
        _ => Ok(()),
    };
    edrift::runner::run(plan, &plan.cells, expectations, options, &edrift::runner::Fresh, &mut [&mut fail_on_error]).unwrap().records
}
