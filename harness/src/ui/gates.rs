//! The gates of a crate's trybuild test: what decides, per lane, whether the `#[test] fn` that
//! declares a glob gives trybuild its tests there. It takes the text of an attribute on that fn
//! (or on the call's statement) or of an `if cfg!(..)` around the call; it gives a [`Gate`] (the
//! tests are given only where a condition holds, or ignored, always or where one holds), or
//! why it cannot read it. It evaluates a gate against a lane ([`Env`]): `cfg` predicates over the
//! features enabled, the `--cfg` names given, `test` and `debug_assertions` (true), `miri` (false)
//! and the host's target values; rustversion's selectors over the lane's `rustc -vV`. It never
//! reads files; [`super::declared`] hands it the text.
//!
//! rustversion's selectors, as its documentation states them (this is our own reading, not its
//! code): `stable`, `beta`, `nightly` (a dev build counts as nightly); `stable(1.34)` is any
//! 1.34.x stable, `stable(1.34.2)` that one; `nightly(2024-01-01)` the nightly of that date;
//! `since(1.34)` that release and every later compiler, beta and nightly of it included (the
//! channel is not looked at); `since(2024-01-01)` that nightly and every later one (a stable or
//! beta is before every date, a dev build after every date); `before(..)` the negation of
//! `since(..)`; `not`, `any`, `all`. A nightly's date is the commit date `rustc -vV` prints.

use std::collections::BTreeSet;

use crate::model::Identity;

/// A condition: a `cfg` predicate or a rustversion selector, or both combined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A `cfg` name (`unix`, `miri`, `compiletests`).
    Name(String),
    /// A `cfg` key and value (`feature = "x"`, `target_os = "linux"`).
    Value(String, String),
    /// rustversion's `stable`, `beta`, `nightly`.
    Channel(Channel),
    /// rustversion's `stable(1.34)` / `stable(1.34.2)`: (minor, patch).
    StableOf(u32, Option<u32>),
    /// rustversion's `nightly(2024-01-01)`.
    NightlyOf(String),
    /// rustversion's `since(..)`.
    Since(Bound),
    /// rustversion's `before(..)`.
    Before(Bound),
    /// `not(..)`.
    Not(Box<Expr>),
    /// `any(..)`.
    Any(Vec<Expr>),
    /// `all(..)`.
    All(Vec<Expr>),
}

/// A release channel, as rustversion names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    /// `stable`.
    Stable,
    /// `beta`.
    Beta,
    /// `nightly` (dev builds too).
    Nightly,
}

/// The bound of rustversion's `since` and `before`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bound {
    /// A release, `1.34` or `1.34.2`: (minor, patch, 0 when not given).
    Release(u32, u32),
    /// A nightly's date, `2024-01-01`.
    Date(String),
}

/// What a gate does where its condition holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// The tests are given only where the condition holds (`#[rustversion::nightly]`,
    /// `#[cfg(feature = "x")]`, `if cfg!(..)`).
    Only(Expr),
    /// The fn is ignored (`#[ignore]`), always (`when` none) or where `when` holds
    /// (`#[cfg_attr(miri, ignore)]`, `#[rustversion::attr(not(nightly), ignore)]`), with the
    /// reason written, if any.
    Ignore {
        /// The condition, if any.
        when: Option<Expr>,
        /// `#[ignore = "reason"]`'s reason.
        reason: Option<String>,
    },
}

/// One gate of a declared call: what it does and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gate {
    /// What it does.
    pub effect: Effect,
    /// Where: `tests/compiletest.rs:5`.
    pub place: String,
    /// As written: `#[rustversion::nightly]`, `if cfg!(feature = "x")`.
    pub text: String,
}

/// What a lane is to gates: its rustc, the features enabled, the `--cfg` names given.
#[derive(Debug, Clone)]
pub struct Env<'a> {
    /// The lane's `rustc -vV`.
    pub rustc: &'a Identity,
    /// The crate's features enabled.
    pub features: &'a BTreeSet<String>,
    /// Names given with `--cfg`.
    pub cfgs: &'a [String],
}

/// What the gates of one declared call make of it on a lane.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Given {
    /// Given, and run.
    Run,
    /// Given, but the fn is ignored there: why.
    Ignored(String),
    /// Not given there: which gate.
    NotGiven(String),
}

/// What the gates make of a call on a lane: not given at the first `Only` gate that does not
/// hold; else ignored at the first `Ignore` gate that applies; else run.
pub fn given(gates: &[Gate], env: &Env<'_>) -> Given {
    for gate in gates {
        if let Effect::Only(expr) = &gate.effect
            && !expr.holds(env)
        {
            return Given::NotGiven(format!("gated by `{}` at {}", gate.text, gate.place));
        }
    }
    for gate in gates {
        if let Effect::Ignore { when, reason } = &gate.effect
            && when.as_ref().is_none_or(|w| w.holds(env))
        {
            let reason = reason.as_ref().map(|r| format!(": {r}")).unwrap_or_default();
            return Given::Ignored(format!("ignored by `{}` at {}{reason} (run it with --include-ignored)", gate.text, gate.place));
        }
    }
    Given::Run
}

impl Expr {
    /// Whether it holds on the lane of `env`.
    pub fn holds(&self, env: &Env<'_>) -> bool {
        let release = &env.rustc.release;
        let channel = channel_of(&release.channel);
        let date = env.rustc.commit_date.as_str();
        // rustversion's order of a compiler against a bound.
        let since = |bound: &Bound| match bound {
            Bound::Release(minor, patch) => (release.minor, release.patch) >= (*minor, *patch),
            Bound::Date(bound) => match channel {
                Lane::Stable | Lane::Beta => false,
                Lane::Nightly => date >= bound.as_str(),
                Lane::Dev => true,
            },
        };
        match self {
            Expr::Name(name) => host_name(name) || env.cfgs.iter().any(|c| c == name),
            Expr::Value(key, value) if key == "feature" => env.features.contains(value),
            Expr::Value(key, value) => host_values().iter().any(|(k, v)| k == key && v == value),
            Expr::Channel(Channel::Stable) => channel == Lane::Stable,
            Expr::Channel(Channel::Beta) => channel == Lane::Beta,
            Expr::Channel(Channel::Nightly) => matches!(channel, Lane::Nightly | Lane::Dev),
            Expr::StableOf(minor, patch) => channel == Lane::Stable && release.minor == *minor && patch.is_none_or(|p| p == release.patch),
            Expr::NightlyOf(day) => channel == Lane::Nightly && date == day,
            Expr::Since(bound) => since(bound),
            Expr::Before(bound) => !since(bound),
            Expr::Not(inner) => !inner.holds(env),
            Expr::Any(all) => all.iter().any(|e| e.holds(env)),
            Expr::All(all) => all.iter().all(|e| e.holds(env)),
        }
    }
}

/// A lane's channel as rustversion sorts compilers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lane {
    Stable,
    Beta,
    Nightly,
    Dev,
}

fn channel_of(channel: &str) -> Lane {
    match channel {
        "" => Lane::Stable,
        "nightly" => Lane::Nightly,
        "dev" => Lane::Dev,
        beta if beta.starts_with("beta") => Lane::Beta,
        _ => Lane::Dev,
    }
}

/// The `cfg` names set for a crate's `#[test]` on this host: `test` and `debug_assertions`
/// (cargo test's profile), the target family (`unix`/`windows`); `miri` and every other name
/// are unset unless given with `--cfg`.
fn host_name(name: &str) -> bool {
    matches!(name, "test" | "debug_assertions" | "true") || name == std::env::consts::FAMILY
}

/// The `cfg` key-value pairs of the host edrift was built for (the lanes' host).
fn host_values() -> Vec<(&'static str, String)> {
    let mut values = vec![
        ("target_os", std::env::consts::OS.to_string()),
        ("target_family", std::env::consts::FAMILY.to_string()),
        ("target_arch", std::env::consts::ARCH.to_string()),
        ("target_pointer_width", (usize::BITS).to_string()),
        ("target_endian", if cfg!(target_endian = "little") { "little" } else { "big" }.to_string()),
        ("panic", "unwind".to_string()),
    ];
    let env = if cfg!(target_env = "gnu") {
        "gnu"
    } else if cfg!(target_env = "musl") {
        "musl"
    } else if cfg!(target_env = "msvc") {
        "msvc"
    } else {
        ""
    };
    values.push(("target_env", env.to_string()));
    values
}

/// A term of an attribute: `word`, `word(terms, ..)`, `word = "text"`, or a string literal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// `nightly`, `1.80`, `2024-01-01`, `rustversion::nightly`.
    Word(String),
    /// `not(nightly)`.
    Call(String, Vec<Term>),
    /// `feature = "x"`.
    Assign(String, String),
    /// `"reason"`.
    Text(String),
}

/// Parses the inside of `#[...]` or of `cfg!(...)`: one term, or an error saying what is wrong.
pub fn parse_term(text: &str) -> Result<Term, String> {
    let mut parser = Parser { text: text.as_bytes(), at: 0 };
    let term = parser.term()?;
    parser.space();
    match parser.at == parser.text.len() {
        true => Ok(term),
        false => Err(format!("unexpected `{}`", &text[parser.at..])),
    }
}

/// Parses a list of terms separated by commas (a call's arguments).
pub fn parse_terms(text: &str) -> Result<Vec<Term>, String> {
    parse_term(&format!("list({text})")).map(|term| match term {
        Term::Call(_, args) => args,
        Term::Word(_) | Term::Assign(..) | Term::Text(_) => Vec::new(),
    })
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn space(&mut self) {
        while self.text.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.space();
        self.text.get(self.at).copied()
    }

    fn string(&mut self) -> Result<String, String> {
        // At the opening quote.
        self.at += 1;
        let mut out = Vec::new();
        while let Some(&c) = self.text.get(self.at) {
            self.at += 1;
            match c {
                b'"' => return Ok(String::from_utf8_lossy(&out).into_owned()),
                b'\\' => {
                    if let Some(&next) = self.text.get(self.at) {
                        out.push(next);
                        self.at += 1;
                    }
                }
                other => out.push(other),
            }
        }
        Err("a string that does not end".to_string())
    }

    fn term(&mut self) -> Result<Term, String> {
        if self.peek() == Some(b'"') {
            return self.string().map(Term::Text);
        }
        let start = self.at;
        while self.text.get(self.at).is_some_and(|c| !c.is_ascii_whitespace() && !b"(),=\"[]".contains(c)) {
            self.at += 1;
        }
        let word = String::from_utf8_lossy(&self.text[start..self.at]).into_owned();
        if word.is_empty() {
            return Err("a name was expected".to_string());
        }
        match self.peek() {
            Some(b'(') => {
                self.at += 1;
                let mut args = Vec::new();
                loop {
                    if self.peek() == Some(b')') {
                        self.at += 1;
                        return Ok(Term::Call(word, args));
                    }
                    args.push(self.term()?);
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b')') => {}
                        _ => return Err(format!("`,` or `)` expected in `{word}(..)`")),
                    }
                }
            }
            Some(b'=') => {
                self.at += 1;
                match self.peek() {
                    Some(b'"') => self.string().map(|value| Term::Assign(word, value)),
                    _ => Err(format!("a string expected after `{word} =`")),
                }
            }
            _ => Ok(Term::Word(word)),
        }
    }
}

/// A `cfg` predicate (`cfg(..)`, `cfg_attr(P, ..)`, `cfg!(..)`).
pub fn cfg(term: &Term) -> Result<Expr, String> {
    match term {
        Term::Word(name) => Ok(Expr::Name(name.clone())),
        Term::Assign(key, value) => Ok(Expr::Value(key.clone(), value.clone())),
        Term::Call(name, args) => combinator(name, args, cfg).unwrap_or_else(|| Err(format!("`{name}(..)` is not a cfg predicate"))),
        Term::Text(text) => Err(format!("\"{text}\" is not a cfg predicate")),
    }
}

/// A rustversion selector (`#[rustversion::SEL]`, `rustversion::attr(SEL, ..)`,
/// `rustversion::cfg!(SEL)`).
pub fn selector(term: &Term) -> Result<Expr, String> {
    let bound = |args: &[Term], name: &str| -> Result<Bound, String> {
        match args {
            [Term::Word(text)] => {
                parse_bound(text).ok_or_else(|| format!("`{name}({text})`: a release (1.80) or a date (2024-01-01) expected"))
            }
            _ => Err(format!("`{name}(..)` takes one release or date")),
        }
    };
    match term {
        Term::Word(word) => match word.as_str() {
            "stable" => Ok(Expr::Channel(Channel::Stable)),
            "beta" => Ok(Expr::Channel(Channel::Beta)),
            "nightly" => Ok(Expr::Channel(Channel::Nightly)),
            other => Err(format!("`{other}` is not a rustversion selector")),
        },
        Term::Call(name, args) => match name.as_str() {
            "since" => bound(args, name).map(Expr::Since),
            "before" => bound(args, name).map(Expr::Before),
            "stable" => match bound(args, name)? {
                Bound::Release(minor, patch) => {
                    let written = matches!(args.as_slice(), [Term::Word(t)] if t.matches('.').count() == 2);
                    Ok(Expr::StableOf(minor, written.then_some(patch)))
                }
                Bound::Date(_) => Err("`stable(..)` takes a release".to_string()),
            },
            "nightly" => match bound(args, name)? {
                Bound::Date(date) => Ok(Expr::NightlyOf(date)),
                Bound::Release(..) => Err("`nightly(..)` takes a date".to_string()),
            },
            other => combinator(other, args, selector).unwrap_or_else(|| Err(format!("`{other}(..)` is not a rustversion selector"))),
        },
        Term::Assign(..) | Term::Text(_) => Err("not a rustversion selector".to_string()),
    }
}

/// `not`, `any`, `all` over `leaf`; `None` for another name.
fn combinator(name: &str, args: &[Term], leaf: fn(&Term) -> Result<Expr, String>) -> Option<Result<Expr, String>> {
    let all = || args.iter().map(leaf).collect::<Result<Vec<_>, _>>();
    Some(match name {
        "not" => match args {
            [one] => leaf(one).map(|e| Expr::Not(Box::new(e))),
            _ => Err("`not(..)` takes one predicate".to_string()),
        },
        "any" => all().map(Expr::Any),
        "all" => all().map(Expr::All),
        _ => return None,
    })
}

/// `1.80`, `1.80.1` (major 1) or `2024-01-01`.
fn parse_bound(text: &str) -> Option<Bound> {
    let parts: Vec<&str> = text.split('-').collect();
    if let [year, month, day] = parts.as_slice() {
        let ok = year.len() == 4 && month.len() == 2 && day.len() == 2 && parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit()));
        return ok.then(|| Bound::Date(text.to_string()));
    }
    let numbers: Vec<u32> = text.split('.').map(|p| p.parse().ok()).collect::<Option<_>>()?;
    match numbers.as_slice() {
        [1, minor] => Some(Bound::Release(*minor, 0)),
        [1, minor, patch] => Some(Bound::Release(*minor, *patch)),
        _ => None,
    }
}

/// Attributes that do not change whether a `#[test]` fn gives trybuild its tests.
const NEUTRAL: &[&str] = &[
    "test",
    "allow",
    "warn",
    "deny",
    "forbid",
    "expect",
    "doc",
    "inline",
    "track_caller",
    "rustfmt::skip",
    "must_use",
    "feature",
    "recursion_limit",
    "path",
    "macro_use",
];

/// The gates of one attribute (the inside of `#[...]`), at `place`: none for a neutral one
/// (`#[test]`, `#[allow(..)]`), or why it is not understood.
pub fn of_attribute(inside: &str, place: &str) -> Result<Vec<Gate>, String> {
    let term = parse_term(inside)?;
    let text = format!("#[{}]", inside.split_whitespace().collect::<Vec<_>>().join(" "));
    let effects = effects(&term, None)?;
    Ok(effects.into_iter().map(|effect| Gate { effect, place: place.to_string(), text: text.clone() }).collect())
}

/// What an attribute term does, under `when` (a `cfg_attr`'s or `rustversion::attr`'s condition).
fn effects(term: &Term, when: Option<Expr>) -> Result<Vec<Effect>, String> {
    let name = match term {
        Term::Word(name) | Term::Call(name, _) | Term::Assign(name, _) => name.as_str(),
        Term::Text(_) => return Err("a string is not an attribute".to_string()),
    };
    let only = |expr: Expr| match &when {
        // Where `when` holds, the fn exists only where `expr` holds too.
        Some(when) => Expr::Any(vec![Expr::Not(Box::new(when.clone())), expr]),
        None => expr,
    };
    let conditional = |args: &[Term], condition: fn(&Term) -> Result<Expr, String>| -> Result<Vec<Effect>, String> {
        let [first, rest @ ..] = args else { return Err(format!("`{name}(..)` without a condition")) };
        let condition = condition(first)?;
        let condition = match &when {
            Some(outer) => Expr::All(vec![outer.clone(), condition]),
            None => condition,
        };
        let mut out = Vec::new();
        for attribute in rest {
            out.extend(effects(attribute, Some(condition.clone()))?);
        }
        Ok(out)
    };
    match (name, term) {
        ("ignore", Term::Word(_)) => Ok(vec![Effect::Ignore { when, reason: None }]),
        ("ignore", Term::Assign(_, reason)) => Ok(vec![Effect::Ignore { when, reason: Some(reason.clone()) }]),
        ("cfg", Term::Call(_, args)) => match args.as_slice() {
            [one] => Ok(vec![Effect::Only(only(cfg(one)?))]),
            _ => Err("`cfg(..)` takes one predicate".to_string()),
        },
        ("cfg_attr", Term::Call(_, args)) => conditional(args, cfg),
        ("rustversion::attr", Term::Call(_, args)) => conditional(args, selector),
        (rustversion, _) if rustversion.starts_with("rustversion::") => {
            let inner = match term {
                Term::Word(w) => Term::Word(w.trim_start_matches("rustversion::").to_string()),
                Term::Call(c, args) => Term::Call(c.trim_start_matches("rustversion::").to_string(), args.clone()),
                Term::Assign(..) | Term::Text(_) => return Err(format!("`{rustversion} = ..` is not a rustversion attribute")),
            };
            Ok(vec![Effect::Only(only(selector(&inner)?))])
        }
        (neutral, _) if NEUTRAL.contains(&neutral) || neutral.starts_with("clippy::") => Ok(Vec::new()),
        (other, _) => Err(format!("`{other}` is an attribute edrift does not know the effect of on a test")),
    }
}

/// The gate of an `if COND {` around a call (`negated` for its `else` block): `cfg!(..)`,
/// `rustversion::cfg!(..)`, either behind `!`; anything else is not understood.
pub fn of_condition(condition: &str, negated: bool, place: &str) -> Result<Gate, String> {
    let condition = condition.trim();
    let (not, rest) = match condition.strip_prefix('!') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, condition),
    };
    let (kind, inside) = if let Some(inside) = rest.strip_prefix("rustversion::cfg!(") {
        (selector as fn(&Term) -> Result<Expr, String>, inside)
    } else if let Some(inside) = rest.strip_prefix("cfg!(") {
        (cfg as fn(&Term) -> Result<Expr, String>, inside)
    } else {
        return Err(format!("`if {condition}` is not a `cfg!(..)` or `rustversion::cfg!(..)` condition"));
    };
    let inside = inside.strip_suffix(')').ok_or_else(|| format!("`if {condition}`: one `cfg!(..)` expected"))?;
    let expr = kind(&parse_term(inside)?)?;
    let expr = if not != negated { Expr::Not(Box::new(expr)) } else { expr };
    let text = format!("{}if {condition}", if negated { "else of " } else { "" });
    Ok(Gate { effect: Effect::Only(expr), place: place.to_string(), text })
}

#[cfg(test)]
mod tests;
