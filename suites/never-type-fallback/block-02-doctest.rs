//@ variant-of: never-type-fallback.md#block-2
//@ needs-nightly
//@ claim: "This can lead to compilation errors if the type cannot be inferred"
//@ note: "the block as rustdoc compiles it; the guide's fence says `compile_fail,E0282` and its inline annotation says `can't infer the type of `absurd``: rustc's message is `type annotations needed` (E0282), so only the code is checked here. `{ panic!() };` itself is accepted: fallback applies there"
#![feature(never_type)]
fn main() {
fn absurd<T>(x: !) -> T { x }
// This:
{ panic!() };

// ...gets turned into this:
{ absurd(panic!()) };
//~^ ERROR E0282
}
