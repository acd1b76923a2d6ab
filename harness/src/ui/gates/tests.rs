use super::*;

fn rustc(release: &str, date: &str) -> Identity {
    let mut identity = crate::model::ReadyLane::for_tests(release).identity;
    identity.commit_date = date.to_string();
    identity
}

/// Whether the attribute's gates give the call on a compiler of `release` and `date`, with the
/// `features` enabled and no `--cfg`.
fn on(attribute: &str, release: &str, date: &str, features: &[&str]) -> Given {
    let gates = of_attribute(attribute, "tests/compiletest.rs:5").unwrap_or_else(|e| panic!("{attribute}: {e}"));
    let identity = rustc(release, date);
    let features: BTreeSet<String> = features.iter().map(|f| f.to_string()).collect();
    given(&gates, &Env { rustc: &identity, features: &features, cfgs: &[] })
}

fn runs(attribute: &str, release: &str, date: &str) -> bool {
    on(attribute, release, date, &[]) == Given::Run
}

#[test]
fn channels_stable_beta_nightly_and_a_dev_build_as_nightly() {
    for (release, stable, beta, nightly) in [
        ("1.80.0", true, false, false),
        ("1.81.0-beta.3", false, true, false),
        ("1.82.0-nightly", false, false, true),
        ("1.82.0-dev", false, false, true),
    ] {
        assert_eq!(runs("rustversion::stable", release, "2024-07-01"), stable, "{release}");
        assert_eq!(runs("rustversion::beta", release, "2024-07-01"), beta, "{release}");
        assert_eq!(runs("rustversion::nightly", release, "2024-07-01"), nightly, "{release}");
    }
}

#[test]
fn versions_since_before_and_stable_of_a_release() {
    assert!(runs("rustversion::since(1.80)", "1.80.0", "x"));
    assert!(runs("rustversion::since(1.80)", "1.81.0-nightly", "x"), "since counts betas and nightlies of later releases");
    assert!(runs("rustversion::since(1.80)", "1.80.0-beta.1", "x"), "the channel is not looked at");
    assert!(!runs("rustversion::since(1.80)", "1.79.1", "x"));
    assert!(runs("rustversion::since(1.80.1)", "1.80.1", "x"));
    assert!(!runs("rustversion::since(1.80.1)", "1.80.0", "x"));
    assert!(runs("rustversion::before(1.70)", "1.69.0", "x"));
    assert!(!runs("rustversion::before(1.70)", "1.70.0", "x"));
    assert!(runs("rustversion::stable(1.80)", "1.80.2", "x"));
    assert!(!runs("rustversion::stable(1.80)", "1.80.0-nightly", "x"), "stable(..) is a stable release");
    assert!(!runs("rustversion::stable(1.80.1)", "1.80.2", "x"));
}

#[test]
fn dates_order_nightlies_and_put_stable_before_and_dev_after_every_date() {
    assert!(runs("rustversion::since(2024-06-01)", "1.81.0-nightly", "2024-06-01"));
    assert!(runs("rustversion::since(2024-06-01)", "1.81.0-nightly", "2024-07-15"));
    assert!(!runs("rustversion::since(2024-06-01)", "1.81.0-nightly", "2024-05-31"));
    assert!(!runs("rustversion::since(2024-06-01)", "1.99.0", "2030-01-01"), "a stable is before every date");
    assert!(runs("rustversion::before(2024-06-01)", "1.99.0", "2030-01-01"));
    assert!(runs("rustversion::since(2024-06-01)", "1.60.0-dev", "2020-01-01"), "a dev build is after every date");
    assert!(runs("rustversion::nightly(2024-06-01)", "1.81.0-nightly", "2024-06-01"));
    assert!(!runs("rustversion::nightly(2024-06-01)", "1.81.0-nightly", "2024-06-02"));
}

#[test]
fn not_any_all_combine_selectors() {
    assert!(runs("rustversion::not(nightly)", "1.80.0", "x"));
    assert!(!runs("rustversion::not(nightly)", "1.80.0-nightly", "x"));
    assert!(runs("rustversion::any(nightly, since(1.90))", "1.91.0", "x"));
    assert!(!runs("rustversion::any(nightly, since(1.90))", "1.89.0", "x"));
    assert!(runs("rustversion::all(stable, since(1.70), before(1.80))", "1.75.0", "x"));
    assert!(!runs("rustversion::all(stable, since(1.70), before(1.80))", "1.80.0", "x"));
}

#[test]
fn attr_applies_ignore_where_its_selector_holds() {
    let attribute = "rustversion::attr(not(nightly), ignore)";
    assert!(runs(attribute, "1.80.0-nightly", "x"));
    match on(attribute, "1.80.0", "x", &[]) {
        Given::Ignored(why) => {
            assert!(why.contains("#[rustversion::attr(not(nightly), ignore)]") && why.contains("tests/compiletest.rs:5"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    match on("rustversion::attr(since(1.70), ignore = \"the message changed\")", "1.75.0", "x", &[]) {
        Given::Ignored(why) => assert!(why.contains(": the message changed"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert!(runs("rustversion::attr(since(1.70), ignore = \"the message changed\")", "1.69.0", "x"));
}

#[test]
fn cfg_over_features_host_names_miri_and_ignore() {
    assert!(matches!(on("cfg(feature = \"x\")", "1.80.0", "x", &[]), Given::NotGiven(why) if why.contains("#[cfg(feature = \"x\")]")));
    assert_eq!(on("cfg(feature = \"x\")", "1.80.0", "x", &["x"]), Given::Run);
    assert_eq!(on("cfg(not(feature = \"x\"))", "1.80.0", "x", &[]), Given::Run);
    assert!(runs("cfg(test)", "1.80.0", "x") && runs("cfg(debug_assertions)", "1.80.0", "x"));
    assert!(!runs("cfg(compiletests)", "1.80.0", "x"), "an unset name");
    assert!(runs("cfg_attr(miri, ignore)", "1.80.0", "x"), "miri is unset");
    assert!(runs(&format!("cfg(target_os = \"{}\")", std::env::consts::OS), "1.80.0", "x"));
    assert!(runs(&format!("cfg(all({}, target_pointer_width = \"{}\"))", std::env::consts::FAMILY, usize::BITS), "1.80.0", "x"));
    assert!(matches!(on("cfg_attr(not(feature = \"std\"), ignore)", "1.80.0", "x", &[]), Given::Ignored(_)));
    assert_eq!(on("cfg_attr(not(feature = \"std\"), ignore)", "1.80.0", "x", &["std"]), Given::Run);
    assert!(matches!(on("ignore", "1.80.0", "x", &[]), Given::Ignored(_)));
    assert!(runs("test", "1.80.0", "x") && runs("allow(dead_code)", "1.80.0", "x"));
    // A `--cfg` name given.
    let identity = rustc("1.80.0", "x");
    let gates = of_attribute("cfg(compiletests)", "t.rs:1").unwrap();
    let features = BTreeSet::new();
    assert_eq!(given(&gates, &Env { rustc: &identity, features: &features, cfgs: &["compiletests".to_string()] }), Given::Run);
}

#[test]
fn what_is_not_understood_is_said() {
    assert!(of_attribute("serial_test::serial", "t.rs:1").unwrap_err().contains("`serial_test::serial`"));
    assert!(of_attribute("rustversion::since(two)", "t.rs:1").unwrap_err().contains("a release (1.80) or a date"));
    assert!(of_attribute("cfg(feature = )", "t.rs:1").is_err());
    assert!(of_condition("std::env::var(\"X\").is_ok()", false, "t.rs:1").is_err());
}

#[test]
fn if_conditions_and_their_else() {
    let identity = rustc("1.80.0", "x");
    let features: BTreeSet<String> = ["x".to_string()].into();
    let env = Env { rustc: &identity, features: &features, cfgs: &[] };
    let gate = |text: &str, negated| of_condition(text, negated, "t.rs:3").unwrap();
    assert_eq!(given(&[gate("cfg!(feature = \"x\")", false)], &env), Given::Run);
    assert!(matches!(given(&[gate("cfg!(feature = \"x\")", true)], &env), Given::NotGiven(_)));
    assert!(matches!(given(&[gate("!cfg!(feature = \"x\")", false)], &env), Given::NotGiven(_)));
    assert!(
        matches!(given(&[gate("rustversion::cfg!(nightly)", false)], &env), Given::NotGiven(why) if why.contains("if rustversion::cfg!(nightly)"))
    );
}
