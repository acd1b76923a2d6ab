//@ rfc: 3513
//@ claim: "The `gen` keyword has been reserved as part of RFC #3513 to introduce gen blocks in a future release of Rust"
//@ note: "Edition Guide, gen-keyword chapter: `gen` blocks parse in Rust 2024 but stay unstable (E0658, feature `gen_blocks`) on stable and on nightly without the feature"
//@ edition: 2024
pub fn nothing() -> impl Iterator<Item = u8> {
    gen {
    //~^ ERROR gen blocks are experimental
    }
}
