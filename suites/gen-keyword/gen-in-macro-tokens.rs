//@ rfc: 3513
//@ claim: "Starting in the 2024 edition, `gen` is a keyword that cannot be used for naming any items or bindings"
//@ note: "in macro input and in `macro_rules!` matchers `gen` is just a token: Rust 2024 accepts it, even for an `$i:ident` fragment. The 2021 migration lint still flags every such `gen` token (three warnings for code that needs no change)"
//@ compile-flags: -W keyword_idents_2024
//@ check-pass
//@[e2021] holds-since: 1.79 "fails on 1.63: E0602 unknown lint keyword_idents_2024 (gen was reserved for 2024 with gen blocks on nightly 1.75, rust-lang/rust#116447); holds on 1.85; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.78.0 and holds from 1.79.0 on"
macro_rules! takes_ident {
    ($i:ident) => {
        stringify!($i)
    };
}

macro_rules! takes_literal_gen {
    (gen) => {
    //[e2021]~^ WARN keyword_idents_2024
        "literal gen"
    };
}

pub fn uses() -> (&'static str, &'static str) {
    let a = takes_ident!(gen);
    //[e2021]~^ WARN keyword_idents_2024
    let b = takes_literal_gen!(gen);
    //[e2021]~^ WARN keyword_idents_2024
    (a, b)
}
