//@ rfc: 3509
//@ claim: "Both of these traits are generally useful, come up regularly, don't conflict with anything, and will not produce any surprising behavior if added to the prelude"
//@ note: "a user trait with a method named `into_future`, implemented for every type, used on a future: fine in Rust 2021; in Rust 2024 `IntoFuture::into_future` (blanket impl for every `Future`) is in scope too and the call is ambiguous (E0034)"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@[e2024] stale-since: 1.85 "the 2024 prelude makes `x.into_future()` ambiguous (E0034 multiple applicable items in scope) when a user trait in scope also has `into_future` for a future type; the edition guide's prelude chapter documents this conflict and the `rust_2024_prelude_collisions` lint (the 2024 edition is stable from 1.85: RELEASES.md 1.85.0, rust-lang/rust#133349, and shipped so)"
//@ check-pass
trait IntoFutureExt {
    fn into_future(self) -> &'static str;
}

impl<T> IntoFutureExt for T {
    fn into_future(self) -> &'static str {
        "IntoFutureExt::into_future"
    }
}

pub fn call() -> &'static str {
    async {}.into_future()
}
