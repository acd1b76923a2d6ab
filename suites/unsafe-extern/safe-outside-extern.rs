//@ rfc: 3484
//@ claim: "The `safe` keyword is contextual and is currently allowed only within `extern` blocks"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
safe fn outside() {}
//~^ ERROR items outside of `unsafe extern { }` cannot be declared with `safe` safety qualifier

pub fn still_an_identifier() -> i32 {
    let safe = 1;
    safe
}
