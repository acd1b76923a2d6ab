//! The dashboard in a real browser: the fixture suite (tests/fixtures/stable) runs on the real
//! rustup toolchains 1.95 and nightly through the library, the report is written under
//! target/edrift-dashboard-test/, and headless Chromium (Debian's `chromium`) opens it, driven
//! over the DevTools protocol. It checks that the page loads without console errors, that the
//! matrix has one row per snippet and one column per lane x edition, that a filter hides rows
//! and lands in the URL, and that the URL restores it; it saves a screenshot for review.
//!
//! Without Chromium the test fails and says how to install it, unless EDRIFT_SKIP_BROWSER=1.
//! Spawning processes here (not through `invoke`) is test code's privilege.

mod support;

use std::io::ErrorKind;
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use base64::prelude::{BASE64_STANDARD, Engine as _};
use edrift::driver::{self, Cached};
use edrift::lanes::{self, Toolchains};
use edrift::project::Project;
use edrift::report::{self, Document, Inputs};
use edrift::runner::{self, Bless, Event, Options, Plan};
use edrift::store::{CacheMode, Store};
use edrift::verdict::Record;
use edrift::{discover, store};
use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};

const LANES: &str = r#"
reference = "1.95"
[lanes]
"1.95" = { source = "rustup:1.95.0" }
nightly = { source = "rustup:nightly" }
"#;

/// Headless Chromium: installed first (Debian's `chromium`, as root with apt-get) when it is
/// missing, unless EDRIFT_SKIP_BROWSER=1 or EDRIFT_OFFLINE=1.
fn browser() -> Option<PathBuf> {
    let skip = |name: &str| std::env::var_os(name).is_some_and(|v| v == "1");
    if !skip("EDRIFT_SKIP_BROWSER") && !skip("EDRIFT_OFFLINE") {
        for (_, outcome) in edrift::provision::host::ensure(&[edrift::provision::host::CHROMIUM]) {
            if let edrift::provision::host::Outcome::Installed(path) = outcome {
                eprintln!("installed {} for this test", path.display());
            }
        }
    }
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| std::env::var_os("PATH")?.to_str()?.split(':').map(|dir| Path::new(dir).join(name)).find(|p| p.is_file()))
}

/// Runs the fixture suite on the two lanes (through a cache under target/) and writes the report.
fn generate(out: &Path) -> Document {
    support::install_sandbox();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stable");
    let toolchains = Toolchains::parse(&fixture.join("toolchains.toml"), LANES).unwrap();
    let project = Project { root: fixture.canonicalize().unwrap(), toolchains, lanes_dir: lanes::lanes_dir() };
    let store = Arc::new(Store::open(&out.join("results.sqlite")).unwrap());
    let lanes = lanes::resolve_all_with(&project.toolchains, &project.lanes_dir, Some(&*store));
    assert!(lanes[0].ready().is_some(), "the dashboard test needs rustup's 1.95.0 toolchain: {:?}", lanes[0].status);
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, lanes, &[], &[], edrift::runner::Migrate::No);
    let options = Options { jobs: 2, timeout: Duration::from_secs(120), bless: Bless::No };
    let source = Cached::new(Arc::clone(&store), CacheMode::Use);
    let run = store.begin_run("tests/dashboard.rs", &plan.lanes).unwrap();
    let finished = runner::run(
        &plan,
        &plan.cells,
        &project.expectations(),
        &options,
        &source,
        &mut [&mut |_: &Plan, event: &Event| match event {
            Event::CellErrored { error, .. } => panic!("{error}"),
            _ => Ok(()),
        }],
    )
    .unwrap();
    let records: Vec<_> = finished
        .records
        .into_iter()
        .filter_map(|record| match record {
            Record::Compile(record) => Some(record),
            Record::Migration(_) => None,
        })
        .collect();
    driver::record_cells(&store, run, &plan, &records, Some(&source)).unwrap();
    store.finish_run(run).unwrap();
    let history = report::history::points(&store, report::history::RUNS).unwrap();
    let document =
        Document::build(&Inputs { project: &project, plan: &plan, records: &records, run_id: Some(run), history, migrations: &[] });
    report::write(&document, &out.join("report")).unwrap();
    document
}

/// How long the test waits for Chromium (to start, to answer, to load a page): generous, as a
/// busy machine (a CI clone installing packages and lanes beside the test) may take minutes;
/// a wait ends as soon as what it waits for comes, or Chromium exits.
const PATIENCE: Duration = Duration::from_secs(600);

/// Kills Chromium however the test ends.
struct Browser(Child);

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A minimal DevTools protocol client: commands with ids, events kept for inspection.
struct Cdp {
    socket: WebSocket<TcpStream>,
    next_id: u64,
    session: Option<String>,
    events: Vec<Value>,
}

impl Cdp {
    fn connect(port: u16, path: &str) -> Cdp {
        let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        let (socket, _) = tungstenite::client(format!("ws://127.0.0.1:{port}{path}"), stream).expect("websocket handshake with Chromium");
        Cdp { socket, next_id: 0, session: None, events: Vec::new() }
    }

    fn read(&mut self) -> Value {
        loop {
            match self.socket.read() {
                Ok(Message::Text(text)) => return serde_json::from_str(&text).unwrap(),
                Ok(_) => continue,
                Err(tungstenite::Error::Io(e)) if e.kind() == ErrorKind::WouldBlock || e.kind() == ErrorKind::TimedOut => {
                    panic!("Chromium did not answer within {PATIENCE:?}")
                }
                Err(e) => panic!("the DevTools connection failed: {e}"),
            }
        }
    }

    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = &self.session {
            message["sessionId"] = json!(session);
        }
        self.socket.send(Message::Text(message.to_string().into())).unwrap();
        loop {
            let reply = self.read();
            if reply["id"] == json!(id) {
                assert!(reply.get("error").is_none(), "{method} failed: {reply}");
                return reply["result"].clone();
            }
            self.events.push(reply);
        }
    }

    fn wait_for(&mut self, method: &str) {
        let deadline = Instant::now() + PATIENCE;
        while !self.events.iter().any(|e| e["method"] == json!(method)) {
            assert!(Instant::now() < deadline, "no {method} within {PATIENCE:?}");
            let event = self.read();
            self.events.push(event);
        }
    }

    fn eval(&mut self, expression: &str) -> Value {
        let result = self.call("Runtime.evaluate", json!({ "expression": expression, "returnByValue": true }));
        assert!(result.get("exceptionDetails").is_none(), "`{expression}` threw: {result}");
        result["result"]["value"].clone()
    }

    fn navigate(&mut self, url: &str) {
        self.events.retain(|e| e["method"] != json!("Page.loadEventFired"));
        self.call("Page.navigate", json!({ "url": url }));
        self.wait_for("Page.loadEventFired");
    }

    /// Console errors, uncaught exceptions and error log entries so far.
    fn errors(&self) -> Vec<String> {
        self.events
            .iter()
            .filter(|e| {
                (e["method"] == json!("Runtime.consoleAPICalled") && e["params"]["type"] == json!("error"))
                    || e["method"] == json!("Runtime.exceptionThrown")
                    || (e["method"] == json!("Log.entryAdded") && e["params"]["entry"]["level"] == json!("error"))
            })
            .map(Value::to_string)
            .collect()
    }
}

fn launch(chromium: &Path, profile: &Path) -> (Browser, u16, String) {
    let child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--remote-debugging-port=0",
            "--window-size=1400,1000",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("about:blank")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("failed to start {}: {e}", chromium.display()));
    let mut browser = Browser(child);
    let file = profile.join("DevToolsActivePort");
    let start = Instant::now();
    let mut next_report = start + Duration::from_secs(30);
    loop {
        if let Ok(text) = std::fs::read_to_string(&file) {
            let mut lines = text.lines();
            if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                return (browser, port.parse().unwrap(), path.to_string());
            }
        }
        if let Some(status) = browser.0.try_wait().unwrap() {
            panic!("Chromium exited ({status}) before it wrote {}", file.display());
        }
        assert!(start.elapsed() < PATIENCE, "Chromium wrote no {} within {PATIENCE:?}", file.display());
        if Instant::now() >= next_report {
            eprintln!("still waiting ({:?}) for Chromium to write {}", start.elapsed(), file.display());
            next_report += Duration::from_secs(30);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn the_dashboard_works_in_headless_chromium() {
    let Some(chromium) = browser() else {
        if std::env::var_os("EDRIFT_SKIP_BROWSER").is_some_and(|v| v == "1") {
            eprintln!("EDRIFT_SKIP_BROWSER=1: the dashboard's browser test is skipped");
            return;
        }
        panic!("Chromium is not installed: run `apt-get install chromium` (or set EDRIFT_SKIP_BROWSER=1 to skip this test explicitly)");
    };
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/edrift-dashboard-test");
    std::fs::create_dir_all(&out).unwrap();
    let document = generate(&out);
    let index = out.join("report/index.html").canonicalize().unwrap();
    let url = format!("file://{}", index.display());

    let profile = tempfile::tempdir().unwrap();
    let (_browser, port, path) = launch(&chromium, profile.path());
    let mut cdp = Cdp::connect(port, &path);
    let target = cdp.call("Target.createTarget", json!({ "url": "about:blank" }));
    let attached = cdp.call("Target.attachToTarget", json!({ "targetId": target["targetId"], "flatten": true }));
    cdp.session = Some(attached["sessionId"].as_str().unwrap().to_string());
    for domain in ["Page.enable", "Runtime.enable", "Log.enable"] {
        cdp.call(domain, json!({}));
    }
    cdp.call("Emulation.setDeviceMetricsOverride", json!({ "width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": false }));
    cdp.navigate(&url);

    let rows = cdp.eval("document.querySelectorAll('table.matrix tr.snippet-row').length");
    assert_eq!(rows, json!(document.snippets.len()), "one row per snippet");
    let columns = cdp.eval("document.querySelectorAll('table.matrix th.col').length");
    assert_eq!(columns, json!(document.lanes.len() * document.editions.len()), "one column per lane x edition");
    let cells = cdp.eval("document.querySelectorAll('table.matrix td.cell').length");
    assert_eq!(cells, json!(document.snippets.len() * document.lanes.len() * document.editions.len()));
    let shown = cdp.eval("document.getElementById('shown').textContent");
    assert_eq!(shown, json!(format!("{0} of {0} snippets shown", document.snippets.len())));

    // A filter hides rows, and the URL keeps it.
    let visible = "Array.from(document.querySelectorAll('table.matrix tr.snippet-row')).filter(r => !r.hidden).length";
    cdp.eval("(() => { const q = document.getElementById('f-q'); q.value = 'drop'; q.dispatchEvent(new Event('input')); })()");
    let filtered = cdp.eval(visible).as_u64().unwrap() as usize;
    assert!(filtered > 0 && filtered < document.snippets.len(), "the text filter shows {filtered} of {} rows", document.snippets.len());
    assert_eq!(cdp.eval("location.hash"), json!("#q=drop"));
    cdp.eval("(() => { const q = document.getElementById('f-q'); q.value = ''; q.dispatchEvent(new Event('input')); })()");
    assert_eq!(cdp.eval(visible), json!(document.snippets.len()));

    // Hiding unchanged rows hides those whose cells do not drift between the lanes.
    let unchanged = document
        .snippets
        .iter()
        .filter(|s| document.transitions.iter().filter(|t| t.snippet == s.id).all(|t| !t.category.is_drift()))
        .count();
    cdp.eval("(() => { const c = document.getElementById('f-unchanged'); c.checked = false; c.dispatchEvent(new Event('change')); })()");
    assert_eq!(cdp.eval(visible), json!(document.snippets.len() - unchanged));
    assert_eq!(cdp.eval("location.hash"), json!("#unchanged=0"), "an unchecked box is kept in the URL");

    // The state is shareable: opening the URL with its hash restores the filter (from another
    // page: a navigation within the page would not load it again).
    cdp.navigate("about:blank");
    cdp.navigate(&format!("{url}#q=capture"));
    assert_eq!(cdp.eval("document.getElementById('f-q').value"), json!("capture"));
    let restored = cdp.eval(visible).as_u64().unwrap() as usize;
    let expected = document.snippets.iter().filter(|s| s.id.contains("capture")).count();
    assert_eq!(restored, expected);

    // The other pages load too.
    for page in ["claims.html", &report::html::snippet_href(&document.snippets[0].id)] {
        cdp.navigate(&format!("file://{}", out.join("report").join(page).canonicalize().unwrap().display()));
        assert_eq!(cdp.eval("document.querySelectorAll('main').length"), json!(1), "{page}");
    }

    // The claims page: a summary per source whose counts add up to the claims, the figure with a
    // mark per change of status (each a link to its snippet), and the table's filters.
    let claims_url = format!("file://{}", out.join("report/claims.html").canonicalize().unwrap().display());
    cdp.navigate(&claims_url);
    let claim_rows = "Array.from(document.querySelectorAll('table.claims tr.claim-row')).filter(r => !r.hidden).length";
    assert_eq!(cdp.eval(claim_rows), json!(document.claims.len()), "one row per claim");
    let summed = cdp.eval(
        "Array.from(document.querySelectorAll('table.claims-summary tbody tr')).reduce((n, r) => n + Number(r.children[1].textContent), 0)",
    );
    assert_eq!(summed, json!(document.claims.len()), "the summary counts every claim once");
    // Where each claim stands on the newest stable lane: hold, stale, never held, fail, not run.
    let unbalanced = cdp.eval(
        "Array.from(document.querySelectorAll('table.claims-summary tbody tr')).filter(r => { \
           const n = i => parseInt(r.children[i].textContent, 10); \
           return n(2) + n(3) + n(4) + n(5) + n(6) !== n(1); }).map(r => r.children[0].textContent)",
    );
    assert_eq!(unbalanced, json!([]), "each source's five standings add up to its claims");
    let changes: usize = document.claims.iter().map(|c| c.intervals.iter().filter(|i| i.after.is_some()).count()).sum();
    assert_eq!(cdp.eval("document.querySelectorAll('svg.claim-changes a.mark circle').length"), json!(changes), "a mark per change");
    let linked = cdp.eval(
        "Array.from(document.querySelectorAll('svg.claim-changes a.mark')).every(a => a.getAttribute('href').startsWith('snippets/'))",
    );
    assert_eq!(linked, json!(true), "each mark links to its snippet");
    let newest = document
        .lanes
        .iter()
        .rev()
        .find(|l| l.identity.as_ref().is_some_and(|i| !i.version_line.contains("nightly") && !i.version_line.contains("beta")))
        .map(|l| l.name.clone())
        .unwrap();
    let holding = document.claims.iter().filter(|c| c.lanes.iter().any(|l| l.lane == newest && l.claim.name() == "holds")).count();
    cdp.eval("(() => { const s = document.getElementById('c-status'); s.value = 'holds'; s.dispatchEvent(new Event('change')); })()");
    assert_eq!(cdp.eval(claim_rows), json!(holding), "the status filter keeps the claims holding on {newest}");
    assert_eq!(cdp.eval("location.hash"), json!("#status=holds"));
    cdp.eval("(() => { const s = document.getElementById('c-status'); s.value = ''; s.dispatchEvent(new Event('change')); })()");
    let needle = document.claims[0].snippet.clone();
    cdp.eval(&format!(
        "(() => {{ const q = document.getElementById('c-q'); q.value = {}; q.dispatchEvent(new Event('input')); }})()",
        json!(needle)
    ));
    let found = cdp.eval(claim_rows).as_u64().unwrap() as usize;
    assert!(found >= 1 && found <= document.claims.len(), "the text filter shows {found} claims");
    cdp.eval("(() => { const q = document.getElementById('c-q'); q.value = ''; q.dispatchEvent(new Event('input')); })()");
    let shot = cdp.call("Page.captureScreenshot", json!({ "format": "png", "captureBeyondViewport": true }));
    let png = BASE64_STANDARD.decode(shot["data"].as_str().unwrap()).expect("Chromium's screenshot is base64");
    std::fs::write(out.join("claims.png"), png).unwrap();
    eprintln!("screenshot: {}", out.join("claims.png").display());

    cdp.navigate(&url);
    let shot = cdp.call("Page.captureScreenshot", json!({ "format": "png" }));
    let png = BASE64_STANDARD.decode(shot["data"].as_str().unwrap()).expect("Chromium's screenshot is base64");
    assert_eq!(&png[1..4], b"PNG");
    std::fs::write(out.join("dashboard.png"), png).unwrap();
    eprintln!("screenshot: {}", out.join("dashboard.png").display());

    let errors = cdp.errors();
    assert!(errors.is_empty(), "console errors:\n{}", errors.join("\n"));
    let _ = store::default_path(&out);
}
