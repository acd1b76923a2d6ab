//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-5 sha256:0cdcf00a5cbad4db851673f9f838de90615b0878c39c0a6dca2ada9c6c377c0b
//@ section: Have trailing expressions yield one last element
//@[e2024] claim: "`gen` blocks must diverge or return the unit type. Specifically, the trailing expression must be of the unit or `!` type"
//@[e2021] observe
//@ note: "2021 observes: `gen` is no keyword there, so the block is a struct literal of an unknown `gen` (E0422) and says nothing of gen blocks (edrift::claims-tested, #29)"
//@ note: "the RFC rejects this alternative: `gen { 42 }` is a type error (E0308, expected `()`), in 2024 on top of E0658 (unstable); in 2021 `gen { 42 }` is a malformed struct literal. block-05-feature.rs checks it with the feature on nightly"
fn foo() -> impl Iterator<Item = i32> {
    gen { 42 }
    //[e2024]~^ ERROR E0308
    //[e2024]~| ERROR E0658
}
