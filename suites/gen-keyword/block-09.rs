//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-9 sha256:2bceebc672f07e408e129d2ddcaf935ba57ec989a8941794d5c487620f6d0dce
//@ section: Do nothing, just use loops
//@ verbatim: block-09-in-gen.rs
//@ note: "verbatim, a `for` statement at item level does not parse; block-09-in-gen.rs runs it inside a `gen` block on nightly"
for x in iter {
    yield x
}
