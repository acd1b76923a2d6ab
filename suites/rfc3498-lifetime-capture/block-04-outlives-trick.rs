//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-4
//@ section: Behavior of `async fn`
//@ claim: "other seemingly simpler desugarings are incorrect": the outlives trick `+ 'a` makes the hidden type (which holds `y: T`) require `T: 'a`
//@ note: "The error is the same in Rust 2024: the `+ 'a` bound still has to be proven for the hidden type; see Appendix D (block 24)."
use core::future::Future;

fn foo<'a, T>(x: &'a (), y: T) -> impl Future<Output = ()> + 'a {
    async move { _ = (x, y); }
    //~^ ERROR E0309
}
