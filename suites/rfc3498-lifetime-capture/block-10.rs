//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-10 sha256:d829314b1aca4f4746771d02d2f15a56260cde5fe2a5b66a2b89656afd1c1a1a
//@ section: The `Captures` trick
//@ verbatim: block-10-outlives-trick.rs
//@ note: "The block does not define `Captures`, so as written it fails with E0405 in every edition; block-10-with-trait adds the definition from block 9."
fn foo<'a, 'b>(x: &'a (), y: &'b ()) -> impl Sized + Captures<(&'a (), &'b ())> {
    (x, y)
}
