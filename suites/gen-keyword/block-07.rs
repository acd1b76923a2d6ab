//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-7 sha256:041fd2a82af1f77bf063973fa2700b993d3566af35505dda1a36f2cc4377515a
//@ section: Have trailing expressions yield one last element
//@[e2024] claim: "this would make it unclear what the behavior of this ... should be, as it could reasonably be either `std::iter::once(())` or `std::iter::empty::<()>()`"
//@[e2021] observe
//@ note: "2021 observes: `gen` is no keyword there, so the block is a struct literal of an unknown `gen` (E0422) and says nothing of gen blocks (edrift::claims-tested, #29)"
//@ note: "under the RFC `gen {}` yields nothing (block-07-feature.rs, nightly). Verbatim: E0422 in 2021, E0658 in 2024"
fn foo() -> impl Iterator<Item = ()> { gen {} }
//[e2024]~^ ERROR E0658
