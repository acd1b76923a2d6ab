//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-6 sha256:9ac5ff8435349b5cffe178fac79a881855a202f741f06f199ecc14d3159b05de
//@ section: Have trailing expressions yield one last element
//@[e2024] claim: "...would then not return a value due to the semicolon"
//@[e2021] observe
//@ note: "2021 observes: `gen` is no keyword there, so the block is a struct literal of an unknown `gen` (E0422) and says nothing of gen blocks (edrift::claims-tested, #29)"
//@ note: "the alternative the RFC rejects; under the RFC `gen { 42; }` is an empty iterator (block-06-feature.rs, nightly). Verbatim: struct-literal parse errors in 2021, E0658 in 2024"
fn foo() -> impl Iterator<Item = i32> {
    gen { 42; } // Note the semicolon.
    //[e2024]~^ ERROR E0658
}
