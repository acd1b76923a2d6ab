//! The dashboard's style sheet and script, inlined in every page (no server, no network).

/// The style sheet.
pub const CSS: &str = r#"
:root { --pass: #d9f2d9; --fail: #f8d0d0; --stale: #fbe7b5; --na: #e8e8e8; --notrun: #ffffff;
  --behaviour: #b00020; --diagnostics: #e07b00; --cosmetic: #3b6fd8; }
* { box-sizing: border-box; }
body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 1.5em 3em; color: #1b1b1b; }
header { border-bottom: 1px solid #ccc; margin-bottom: 1em; }
nav a { margin-right: 1em; }
h1 { font-size: 1.5em; margin: .6em 0 .2em; }
h2 { font-size: 1.2em; margin-top: 1.6em; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
pre { background: #f6f6f6; border: 1px solid #ddd; padding: .6em; overflow-x: auto; white-space: pre-wrap; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 2px 5px; vertical-align: top; }
th { background: #f0f0f0; position: sticky; top: 0; z-index: 1; }
table.matrix td.cell { text-align: center; min-width: 5.5em; font-size: 12px; }
table.matrix td.cell a { color: inherit; text-decoration: none; display: block; }
table.matrix th.snippet, table.matrix td.snippet { text-align: left; white-space: nowrap; }
table.pairs td:first-child { white-space: nowrap; }
tr.suite-row th { text-align: left; background: #e4e9f2; }
.v-pass { background: var(--pass); } .v-fail { background: var(--fail); } .v-stale { background: var(--stale); }
.v-na { background: var(--na); color: #666; } .v-not-run { background: var(--notrun); color: #aaa; }
td.d-behaviour { outline: 3px solid var(--behaviour); outline-offset: -3px; }
td.d-diagnostics { outline: 3px solid var(--diagnostics); outline-offset: -3px; }
td.d-cosmetic { outline: 2px dashed var(--cosmetic); outline-offset: -2px; }
.s-behaviour { color: var(--behaviour); font-weight: bold; } .s-diagnostics { color: var(--diagnostics); font-weight: bold; }
.s-cosmetic { color: var(--cosmetic); } .s-none { color: #777; }
.filters { position: sticky; top: 0; background: #fff; padding: .5em 0; z-index: 2; border-bottom: 1px solid #eee; }
.filters label { margin-right: 1.2em; }
.legend span { display: inline-block; padding: 0 .5em; margin-right: .4em; border: 1px solid #ccc; }
.muted { color: #777; }
.missing-lanes { border: 2px solid #c0392b; background: #fdecea; padding: 0.5em 1em; margin: 1em 0; }
.claim-holds { background: var(--pass); } .claim-fails { background: var(--fail); } .claim-stale { background: var(--stale); }
.claim-holds-again { background: #f3c1f3; } .claim-na, .claim-not-run { background: var(--na); color: #666; }
.diff .add { background: #e6ffec; display: block; } .diff .del { background: #ffebe9; display: block; }
.diff .hunk { color: #6f42c1; display: block; }
details { margin: .3em 0; }
svg text { font-size: 10px; fill: #333; }
.claims-summary td:not(:first-child) { text-align: right; }
.figure { overflow-x: auto; border: 1px solid #eee; margin: .5em 0 1em; }
svg.claim-changes a text { fill: #0550ae; }
svg.claim-changes text.lane { font-weight: bold; }
svg.claim-changes a.mark:hover circle { stroke: #000; stroke-width: 1.5; }
.verbatim { font-size: 85%; color: #57606a; }
"#;

/// What the matrix's and the claims table's scripts share: filter controls whose state is kept
/// in the URL's hash, so that a view can be shared. `hashFilter(controls, apply)` reads the hash
/// into the controls, calls `apply(state)` now and on every change (text as typed), and writes
/// the state back to the hash: a text or select control by its value (left out when empty), a
/// checkbox as `0` when unchecked (it is checked by default).
macro_rules! hash_filter_js {
    () => {
        r#"
function hashFilter(controls, apply) {
  'use strict';
  function isBox(key) { return controls[key].type === 'checkbox'; }
  function readHash() {
    var params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    var state = {};
    Object.keys(controls).forEach(function (key) {
      state[key] = isBox(key) ? params.get(key) !== '0' : (params.get(key) || '');
    });
    return state;
  }
  function readControls() {
    var state = {};
    Object.keys(controls).forEach(function (key) { state[key] = isBox(key) ? controls[key].checked : controls[key].value; });
    return state;
  }
  function writeControls(state) {
    Object.keys(controls).forEach(function (key) {
      if (isBox(key)) { controls[key].checked = state[key]; } else { controls[key].value = state[key]; }
    });
  }
  function toHash(state) {
    var params = new URLSearchParams();
    Object.keys(controls).forEach(function (key) {
      if (isBox(key)) { if (!state[key]) params.set(key, '0'); } else if (state[key]) { params.set(key, state[key]); }
    });
    var text = params.toString();
    return text ? '#' + text : '';
  }
  function onChange() {
    var state = readControls();
    var hash = toHash(state);
    if (hash !== window.location.hash) {
      history.replaceState(null, '', hash || window.location.pathname + window.location.search);
    }
    apply(state);
  }
  function show(state) { writeControls(state); apply(state); }
  Object.keys(controls).forEach(function (key) {
    controls[key].addEventListener(key === 'q' ? 'input' : 'change', onChange);
  });
  window.addEventListener('hashchange', function () { show(readHash()); });
  show(readHash());
}
"#
    };
}

/// The script of the matrix: filters by suite, category and text, showing or hiding unchanged
/// and cosmetic rows, with the state kept in the URL's hash so that a view can be shared.
pub const MATRIX_JS: &str = concat!(
    hash_filter_js!(),
    r#"
(function () {
  'use strict';
  var rows = Array.prototype.slice.call(document.querySelectorAll('table.matrix tbody tr.snippet-row'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('table.matrix tbody tr.suite-row'));
  var shown = document.getElementById('shown');
  hashFilter({
    suite: document.getElementById('f-suite'),
    cat: document.getElementById('f-cat'),
    q: document.getElementById('f-q'),
    unchanged: document.getElementById('f-unchanged'),
    cosmetic: document.getElementById('f-cosmetic')
  }, function (state) {
    var count = 0;
    var visibleSuites = {};
    rows.forEach(function (row) {
      var severity = row.getAttribute('data-severity');
      var cats = (row.getAttribute('data-cats') || '').split(' ');
      var visible = (!state.suite || row.getAttribute('data-suite') === state.suite)
        && (!state.cat || cats.indexOf(state.cat) >= 0)
        && (!state.q || row.getAttribute('data-snippet').indexOf(state.q) >= 0)
        && (state.unchanged || severity !== 'none')
        && (state.cosmetic || severity !== 'cosmetic');
      row.hidden = !visible;
      if (visible) { count += 1; visibleSuites[row.getAttribute('data-suite')] = true; }
    });
    groups.forEach(function (group) { group.hidden = !visibleSuites[group.getAttribute('data-suite')]; });
    shown.textContent = count + ' of ' + rows.length + ' snippets shown';
  });
}());
"#
);

/// The script of the claims table: filters by suite, status on the newest stable lane and text
/// (snippet, source or claim), with the state kept in the URL's hash, as the matrix's.
pub const CLAIMS_JS: &str = concat!(
    hash_filter_js!(),
    r#"
(function () {
  'use strict';
  var rows = Array.prototype.slice.call(document.querySelectorAll('table.claims tbody tr.claim-row'));
  var shown = document.getElementById('c-shown');
  hashFilter({ suite: document.getElementById('c-suite'), status: document.getElementById('c-status'), q: document.getElementById('c-q') }, function (state) {
    var count = 0;
    var q = state.q.toLowerCase();
    rows.forEach(function (row) {
      var visible = (!state.suite || row.getAttribute('data-suite') === state.suite)
        && (!state.status || row.getAttribute('data-status') === state.status)
        && (!q || row.getAttribute('data-text').indexOf(q) >= 0);
      row.hidden = !visible;
      if (visible) count += 1;
    });
    shown.textContent = count + ' of ' + rows.length + ' claims shown';
  });
}());
"#
);
