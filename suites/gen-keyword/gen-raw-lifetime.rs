//@ rfc: 3513
//@ claim: "all variables, functions, modules, types, etc. named `gen` must be renamed or be referred to via `r#gen`"
//@ note: "raw lifetimes `'r#gen` work in both editions"
//@ min-rust: 1.83
//@ note: "min-rust 1.83: raw lifetimes were stabilized in Rust 1.83"
//@ check-pass
pub fn pick<'r#gen>(x: &'r#gen u8) -> &'r#gen u8 {
    x
}
