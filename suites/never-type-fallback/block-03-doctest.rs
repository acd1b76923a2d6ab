//@ variant-of: never-type-fallback.md#block-3
//@ needs-nightly
//@ run-fail
//@ claim: "if it can't infer the type, it uses the fallback type instead"
#![feature(never_type)]
fn main() {
fn absurd<T>(x: !) -> T { x }
type Fallback = /* An arbitrarily selected type! */ !;
{ absurd::<Fallback>(panic!()) }
}
