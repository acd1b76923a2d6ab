//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-22 sha256:501ca1a86d64c4b5baa58aba0cc714d29f99f9dbef91902c604502c07e3a30eb
//@ section: Macro subpatterns
//@ claim: "crate foo (edition 2021): a macro expanding to a slice pattern"
//@ note: "the companion block 23 (crate bar using this macro across an edition boundary) needs two crates and is skipped"
//! crate foo (edition 2021)
#[macro_export]
macro_rules! foo {
    ($foo:ident) => {
        [$foo]
    };
}
