use super::*;
use crate::verdict::{CellResult, Outcome};

fn lanes(statuses: &[(&str, Option<Held>)]) -> Vec<Observation> {
    statuses
        .iter()
        .map(|(lane, held)| {
            let release = if *lane == "nightly" { "1.97.0-nightly" } else { lane };
            Observation { lane: lane.to_string(), release: Release::parse(release).unwrap(), held: *held }
        })
        .collect()
}

const H: Option<Held> = Some(Held::Holds);
const F: Option<Held> = Some(Held::Fails);
const NA: Option<Held> = None;

fn r(text: &str) -> Release {
    Release::parse(text).unwrap()
}

#[test]
fn every_change_between_applicable_lanes() {
    let seen = lanes(&[("1.95", F), ("1.63", H), ("1.85", NA), ("nightly", H), ("1.96", F)]);
    let found: Vec<String> = intervals(&seen).iter().map(|i| format!("{} {}->{}", i, i.from.name(), i.to.name())).collect();
    assert_eq!(found, ["(1.63, 1.95] holds->fails", "(1.96, nightly] fails->holds"], "release order, n/a lanes spanned");
    assert!(intervals(&lanes(&[("1.63", H), ("1.85", H)])).is_empty());
    assert!(intervals(&[]).is_empty());
}

#[test]
fn the_interval_of_a_date_is_its_change() {
    let one = |kind, seen: &[(&str, Option<Held>)]| {
        let found = observed_for(kind, &lanes(seen));
        assert!(found.len() <= 1, "{found:?}");
        found.into_iter().next()
    };
    let interval = one(DateKind::StaleSince, &[("1.63", H), ("1.85", H), ("1.95", F), ("1.96", F), ("nightly", F)]).unwrap();
    assert_eq!(interval.to_string(), "(1.85, 1.95]");
    assert!(
        !interval.contains(&r("1.85")) && interval.contains(&r("1.86")) && interval.contains(&r("1.95")) && !interval.contains(&r("1.96"))
    );
    // Fails on every lane: open below, up to the first lane.
    let always = one(DateKind::StaleSince, &[("1.63", NA), ("1.85", F), ("1.95", F)]).unwrap();
    assert_eq!(always.to_string(), "(.., 1.85]");
    assert!(always.contains(&r("1.20")) && !always.contains(&r("1.86")));
    // Holds on every lane: the change comes after them all.
    let never = one(DateKind::StaleSince, &[("1.85", H), ("1.95", H)]).unwrap();
    assert_eq!(never.to_string(), "(1.95, ..]");
    assert!(never.contains(&r("1.99")) && !never.contains(&r("1.95")));
    // holds-since: the mirror.
    assert_eq!(one(DateKind::HoldsSince, &[("1.63", F), ("1.85", H), ("1.95", H)]).unwrap().to_string(), "(1.63, 1.85]");
    assert_eq!(one(DateKind::HoldsSince, &[("1.63", NA)]), None, "nothing observed, nothing to check");
    // Holding only between two dates: each date has its own change.
    let window = [("1.63", F), ("1.85", H), ("1.95", F), ("nightly", F)];
    assert_eq!(one(DateKind::HoldsSince, &window).unwrap().to_string(), "(1.63, 1.85]");
    assert_eq!(one(DateKind::StaleSince, &window).unwrap().to_string(), "(1.85, 1.95]");
    assert_eq!(check_date(DateKind::HoldsSince, &r("1.85"), &lanes(&window)), Ok(()));
}

#[test]
fn a_date_outside_its_interval_names_the_interval() {
    let seen = lanes(&[("1.63", F), ("1.85", H), ("1.95", H)]);
    assert_eq!(check_date(DateKind::HoldsSince, &r("1.80"), &seen), Ok(()));
    let message = check_date(DateKind::HoldsSince, &r("1.95"), &seen).unwrap_err();
    assert!(message.contains("`holds-since: 1.95.0` lies outside") && message.contains("(1.63, 1.85]"), "{message}");
    assert!(message.contains("1.63 fails, 1.85 holds, 1.95 holds"), "{message}");
    let stale = lanes(&[("1.85", H), ("1.95", F), ("nightly", F)]);
    assert!(check_date(DateKind::StaleSince, &r("1.97"), &stale).unwrap_err().contains("(1.85, 1.95]"));
    assert_eq!(check_date(DateKind::StaleSince, &r("1.93"), &stale), Ok(()));
}

#[test]
fn reasons_must_cite_evidence_and_never_be_generated() {
    for generated in ["observed failing on lane 1.85 (the matrix)", "fails on 1.85 (the matrix), see #1234"] {
        assert!(reason_problem(generated).unwrap().contains("machine-written"), "{generated}");
    }
    assert!(reason_problem("the lint changed").unwrap().contains("cites no evidence"));
    for unbisected in ["the lint changed; not yet bisected", "somewhere in (1.63, 1.85], not bisected"] {
        assert!(reason_problem(unbisected).unwrap().contains("cites no evidence"), "{unbisected}");
    }
    for cited in [
        "static_mut_refs warns from 1.77 (RELEASES.md, Version 1.77.0, Compiler)",
        "the lint arrived in rust-lang/rust#141470",
        "https://github.com/rust-lang/rust/pull/123456",
        "bisected with edrift bisect: 1.86.0 first fails",
        "stabilized in 1.87 (release notes)",
    ] {
        assert_eq!(reason_problem(cited), None, "{cited}");
    }
}

fn cell(snippet: &str, outcome: Outcome, holds: bool) -> CellResult {
    let failures =
        if holds { Vec::new() } else { vec![crate::verdict::Reason::Stage { stage: crate::model::Stage::CheckPass, got: "x".into() }] };
    CellResult { claim: crate::verdict::ClaimCheck { failures }, ..CellResult::empty(snippet, Edition::E2021, "", outcome) }
}

#[test]
fn changes_between_two_lanes_use_every_lane_observed() {
    let lane = |name: &str, cells: Vec<CellResult>| {
        (name.to_string(), Release::parse(if name == "nightly" { "1.97.0-nightly" } else { name }).unwrap(), cells)
    };
    let lanes = vec![
        lane("1.63", vec![cell("s/a", Outcome::Accepted, true), cell("s/b", Outcome::Unsupported, false)]),
        lane("1.85", vec![cell("s/a", Outcome::Accepted, true), cell("s/b", Outcome::Rejected, false)]),
        lane("1.90", vec![cell("s/a", Outcome::Ice, true), cell("s/b", Outcome::Accepted, true)]),
        lane("1.95", vec![cell("s/a", Outcome::Rejected, false), cell("s/b", Outcome::Accepted, true)]),
    ];
    let observed = observations_by_claim(&lanes);
    assert_eq!(held(&lanes[2].2[0]), Some(Held::Fails), "an ICE fails the claim");
    let recorded = |id: &str, _: Edition, _: Held| (id == "s/a").then(|| "stale-since 1.88".to_string());
    let changes = changes_between(&observed, &r("1.85"), &r("1.95"), recorded);
    let text = render(&changes);
    assert_eq!(
        text,
        "  s/a e2021: holds -> fails in (1.85, 1.90] (recorded: stale-since 1.88)\n  s/b e2021: fails -> holds in (1.85, 1.90] (no date recorded)\n"
    );
    assert!(changes_between(&observed, &r("1.90"), &r("1.95"), |_, _, _| None).is_empty(), "the changes are before 1.90");
}

#[test]
fn a_text_that_never_held_needs_no_release_evidence_but_only_at_1_0() {
    let at = |r: &str| Release::parse(r).unwrap();
    let text = "never held as written: the doctest does not import `add`, so E0425 on every lane";
    assert_eq!(date_problem(&at("1.0"), text), None);
    assert!(date_problem(&at("1.85"), text).unwrap().contains("cites no evidence"), "a real release needs its evidence");
    assert!(date_problem(&at("1.0"), "the lint changed").unwrap().contains("cites no evidence"));
    assert!(date_problem(&at("1.0"), "observed failing on lane 1.63 (the matrix)").is_some());
}
