//! The messages of the kinds of bad input, pinned word for word: they were `Error::Usage`
//! strings before the kinds had variants, and users (and CI logs) read them.

use super::*;

fn text(error: impl Into<Error>) -> String {
    error.into().to_string()
}

fn path(p: &str) -> PathBuf {
    PathBuf::from(p)
}

#[test]
fn argument_messages() {
    let cases: Vec<(Argument, &str)> = vec![
        (Argument::Synopsis("edrift drift <lane> --between-editions"), "usage: edrift drift <lane> --between-editions"),
        (Argument::Format { given: "xml".into(), expected: "`text` or `json`" }, "unknown --format `xml`: expected `text` or `json`"),
        (Argument::Edition("2018".into()), "unknown edition `2018`: expected 2021 or 2024"),
        (
            Argument::Lane { lane: "beta".into(), declared: vec!["stable".into(), "nightly".into()] },
            "unknown lane `beta`: toolchains.toml declares stable, nightly",
        ),
        (
            Argument::NoSnippet { filters: vec!["a".into(), "b/c".into()], how: " exactly" },
            "no snippet matches `a`, `b/c` exactly: `edrift list` shows the snippets (ids are `<suite>/<name>`)",
        ),
        (Argument::NotOneSnippet("gen".into()), "no snippet matches `gen`: give its id (`suite/name`), as `edrift list` shows"),
        (
            Argument::ManySnippets { given: "gen".into(), count: 3, some: vec!["s/gen1".into(), "s/gen2".into()] },
            "`gen` matches 3 snippets (s/gen1, s/gen2, ...): give one id",
        ),
        (Argument::NotUnderEdition { snippet: "s/x".into(), edition: "2021" }, "s/x does not run under --edition 2021"),
        (Argument::EditionNeeded("s/x".into()), "s/x runs under both editions: give --edition 2021 or --edition 2024"),
        (Argument::FromRun("x".into()), "--from-run `x`: expected `latest` or a run id (see `edrift history`)"),
        (
            Argument::LaneRef("nightly@x".into()),
            "`nightly@x`: expected `<lane>@<run id>`, such as `nightly@12` (see `edrift history`), or `<lane>@previous`",
        ),
        (Argument::StoreWithMerge, "edrift merge writes the store named by --into; --store is not used here"),
        (
            Argument::NoFolder { what: "--junit", file: path("no/j.xml"), folder: path("no") },
            "the folder of --junit `no/j.xml` does not exist: create no first, or name another file",
        ),
        (
            Argument::NoProject(path("/tmp")),
            "no toolchains.toml with a suites/ folder in /tmp or above: run edrift from a checkout of edition-drift",
        ),
        (Argument::Toolchain { item: "x".into(), message: "why".into() }, "--toolchains `x`: why"),
        (
            Argument::MixedToolchains,
            "--toolchains mixes dated nightlies with releases, whose order is not known before installing them: bisect each kind on its own",
        ),
        (Argument::Bound("x".into()), "--between `x`: not a toolchain of the list, a release or a dated nightly"),
        (Argument::TooFewToolchains(1), "--between keeps 1 toolchain(s): a bisection needs two or more"),
        (
            Argument::Trials("x".into()),
            "EDRIFT_NEXTEST_TRIALS=x: expected `suite` (a nextest trial per suite, the default) or `cell` (a trial per cell)",
        ),
        (
            Argument::BlessUnderNextest,
            "bless with `cargo test -- --bless` (or `edrift bless`), not under nextest: its processes, one per trial, would each \
             write one lane's expectation against a baseline another process may be rewriting",
        ),
    ];
    for (error, expected) in cases {
        assert_eq!(text(error), expected);
    }
}

#[test]
fn history_messages() {
    let store = || path("s.sqlite");
    let cases: Vec<(History, &str)> = vec![
        (History::NoRuns(store()), "the store s.sqlite has no run: merge shards into it, or run the matrix, first"),
        (History::NoRun { store: store(), run: 7 }, "the store s.sqlite has no run 7 (see `edrift history`)"),
        (
            History::NoResults { store: store(), lane: "beta".into() },
            "the store s.sqlite has no results for lane `beta`: run `edrift run --lane beta` first",
        ),
        (
            History::NoPrevious { store: store(), lane: "beta".into(), run: 3 },
            "the store s.sqlite has results of one identity of lane `beta` only (its latest, run 3): nothing before it to compare with yet",
        ),
        (History::LaneNotRun { run: 3, lane: "beta".into() }, "run 3 did not run lane `beta` (see `edrift history`)"),
        (
            History::Unfinished { run: 3, command: "edrift run".into() },
            "run 3 (`edrift run`) did not finish, so it holds part of its cells: report a finished run (see `edrift history`)",
        ),
        (
            History::Changed { run: 3, cells: (1..=6).map(|i| format!("c{i}")).collect() },
            "run 3 ran 6 cell(s) of snippets that have changed since (c1, c2, c3, c4, c5, ...): report it from the commit it ran, or run them again",
        ),
        (
            History::Changed { run: 3, cells: vec!["c1".into()] },
            "run 3 ran 1 cell(s) of snippets that have changed since (c1): report it from the commit it ran, or run them again",
        ),
        (
            History::OldLane { run: 3, lane: "beta".into() },
            "run 3 recorded lane `beta` as ready without its identity or capabilities (an older edrift recorded it): \
             report a run recorded by this edrift",
        ),
        (
            History::OldCell { run: 3, store: store(), cell: "s/x::2024::beta".into() },
            "run 3 of s.sqlite holds cell s/x::2024::beta in a format this edrift cannot read: report a newer run",
        ),
    ];
    for (error, expected) in cases {
        assert_eq!(text(error), expected);
    }
    let source = serde_json::from_str::<u8>("x").unwrap_err();
    let expected = format!("run 3 of s.sqlite holds a migration cell this edrift cannot read ({source})");
    assert_eq!(text(History::OldMigration { run: 3, store: store(), source }), expected);
}

#[test]
fn merge_messages() {
    let (a, b) = (|| path("a.sqlite"), || path("b.sqlite"));
    let cases: Vec<(Merge, &str)> = vec![
        (Merge::NoShards, "edrift merge needs the shard stores: edrift merge shard-1.sqlite shard-2.sqlite ... --into merged.sqlite"),
        (
            Merge::IntoIsShard(a()),
            "--into a.sqlite is also one of the shard stores: merge into another file (an existing merged store keeps its history)",
        ),
        (Merge::NamedTwice { first: a(), again: b() }, "the shard store b.sqlite is named twice (a.sqlite and b.sqlite)"),
        (
            Merge::Harnesses { first: a(), first_version: "1".into(), shard: b(), version: "2".into() },
            "the shards ran different harnesses: a.sqlite ran 1 and b.sqlite ran 2; run every shard with one checkout of edition-drift",
        ),
        (
            Merge::Lane { lane: "beta".into(), first: a(), first_saw: "rustc 1".into(), shard: b(), saw: "rustc 2".into() },
            "lane `beta` differs between the shards that ran it: a.sqlite saw rustc 1 and b.sqlite saw rustc 2; every shard of a lane \
             must run one toolchain (a nightly that changed while the matrix ran: run its shards again)",
        ),
        (
            Merge::Partitions {
                lane: "beta".into(),
                first: a(),
                first_partition: "hash:1/2".into(),
                first_count: 2,
                shard: b(),
                partition: "hash:1/3".into(),
                count: 3,
            },
            "lane `beta` is split into 2 partitions by a.sqlite (hash:1/2) and into 3 by b.sqlite (hash:1/3): run every shard of a lane with one N",
        ),
        (
            Merge::MissingPartitions(vec!["beta hash:2/2".into(), "beta hash:3/3".into()]),
            "no shard store ran 2 partition(s):\n  beta hash:2/2\n  beta hash:3/3\nmerge their stores too (a CI job that failed before \
             uploading its store: run it again), or pass --partial to merge what there is (the report then lacks those cells)",
        ),
        (
            Merge::Checkouts { snippet: "s/x".into(), first: a(), first_hash: "abc".into(), shard: b(), hash: "def".into() },
            "the shards ran different checkouts: snippet s/x has content abc in a.sqlite and def in b.sqlite; run every shard on one commit",
        ),
        (
            Merge::Cell { cell: "s/x::2024::beta".into(), what: "its result", first: a(), shard: b() },
            "cell s/x::2024::beta differs between a.sqlite and b.sqlite (its result differs); a cell belongs to one shard: were two \
             shards run with overlapping partitions on different toolchains or checkouts?",
        ),
        (
            Merge::Migration { snippet: "s/x".into(), lane: "beta".into(), first: a(), shard: b() },
            "migration cell s/x::migrate::beta differs between a.sqlite and b.sqlite; a cell belongs to one shard: were two shards run \
             with overlapping partitions on different toolchains or checkouts?",
        ),
        (Merge::IntoAppeared(a()), "a.sqlite appeared while the merge ran: nothing was written to it; merge again"),
    ];
    for (error, expected) in cases {
        assert_eq!(text(error), expected);
    }
}

#[test]
fn package_messages() {
    let cases: Vec<(Package, &str)> = vec![
        (
            Package::TooLarge { path: path("p/big"), limit: 16 },
            "p/big: larger than 16 bytes, the most a file of a snippet may hold (a build may have written it): \
             keep the snippet small, or make the file in the build instead",
        ),
        (
            Package::Link { path: path("p/l"), target: path("/etc") },
            "p/l: a symbolic link to /etc (outside the package, or a folder): copy the file into the package instead",
        ),
        (
            Package::Special { path: path("p/f"), kind: "a FIFO".into() },
            "p/f: a FIFO: a package holds only files, folders and links to them; remove it (or make it in the build)",
        ),
        (
            Package::EditionLine { manifest: path("s/p/Cargo.toml"), line: 4, release: "1.85.0".into(), text: "edition = \"2021\"".into() },
            "s/p/Cargo.toml:4: after `cargo fix --edition` on lane 1.85.0, the migrated manifest has no line `edition = \"2021\"` to flip \
             to 2024 (cargo rewrote it); write the edition on a line of its own, `edition = \"@EDITION@\"`",
        ),
    ];
    for (error, expected) in cases {
        assert_eq!(text(error), expected);
    }
}

#[test]
fn an_error_stays_small() {
    // Every `Result<_, Error>` carries one: the kinds of bad input are boxed to keep it so.
    assert!(std::mem::size_of::<Error>() <= 64, "{}", std::mem::size_of::<Error>());
}
