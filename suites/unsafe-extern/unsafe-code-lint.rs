//@ rfc: 3484
//@ claim: "Use of `unsafe extern`, in all editions, fires the `unsafe_code` lint"
//@ note: "with `#![deny(unsafe_code)]`: the `unsafe extern` block is an error in both editions; the plain `extern` block does not fire the lint in 2021 (and is a hard error of its own in 2024)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
#![deny(unsafe_code)]

unsafe extern "C" {
//~^ ERROR usage of an `unsafe extern` block
    pub safe fn sqrt(x: f64) -> f64;
}

extern "C" {
//[e2024]~^ ERROR extern blocks must be unsafe
    pub fn cos(x: f64) -> f64;
}
