//! What the integration tests that run cells share.

/// Installs bubblewrap (as root with apt-get) when it is missing, once per test binary, as the
/// main command and the suite's trials do, unless EDRIFT_OFFLINE=1: the harness refuses to run a
/// cell without its sandbox, and a fresh machine has none until something installs it. Tests
/// that run cells with `--offline` or in-process call it before their first cell.
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
