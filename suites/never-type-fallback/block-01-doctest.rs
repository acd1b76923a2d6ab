//@ variant-of: never-type-fallback.md#block-1
//@ needs-nightly
//@ run-fail
//@ claim: "When the compiler sees a value of type `!` (never) in a coercion site, it implicitly inserts a coercion to allow the type checker to infer any type"
//@ note: "the block as rustdoc compiles it (hidden lines shown, wrapped in fn main); `should_panic` in the guide, so run-fail"
#![feature(never_type)]
fn main() {
// This:
let x: u8 = panic!();

// ...is (essentially) turned by the compiler into:
let x: u8 = absurd(panic!());

// ...where `absurd` is the following function
// (it's sound because `!` always marks unreachable code):
fn absurd<T>(x: !) -> T { x }
}
