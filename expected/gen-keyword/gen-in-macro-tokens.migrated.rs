//@ rfc: 3513
//@ claim: "Starting in the 2024 edition, `gen` is a keyword that cannot be used for naming any items or bindings"
//@ note: "in macro input and in `macro_rules!` matchers `gen` is just a token: Rust 2024 accepts it, even for an `$i:ident` fragment. The 2021 migration lint still flags every such `gen` token (three warnings for code that needs no change)"
//@ compile-flags: -W keyword_idents_2024
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
macro_rules! takes_ident {
    ($i:ident) => {
        stringify!($i)
    };
}

macro_rules! takes_literal_gen {
    (r#gen) => {
    //[e2021]~^ WARN keyword_idents_2024
        "literal gen"
    };
}

pub fn uses() -> (&'static str, &'static str) {
    let a = takes_ident!(r#gen);
    //[e2021]~^ WARN keyword_idents_2024
    let b = takes_literal_gen!(r#gen);
    //[e2021]~^ WARN keyword_idents_2024
    (a, b)
}
