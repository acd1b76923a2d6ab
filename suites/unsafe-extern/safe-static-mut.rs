//@ rfc: 3484
//@ claim: "A mutable extern static is always `unsafe` to access, the same as a Rust mutable static, and as such may not be marked with a `safe` qualifier"
//@ note: "expected by the RFC: an error on `safe static mut`. rustc accepts the declaration silently; the `safe` has no effect, reads still need `unsafe` (safe-static-mut-access.rs)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
//@ stale-since: 1.82 "rustc has accepted `safe static mut` in `unsafe extern` blocks since the feature was stabilized (1.82); no error or lint for the qualifier (RELEASES.md 1.82.0 Language: Stabilize unsafe extern blocks, rust-lang/rust#127921)"
unsafe extern "C" {
    pub safe static mut COUNTER: i32;
    //~^ ERROR safe
}
