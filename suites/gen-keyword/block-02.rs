//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-2 sha256:13b6994c4e1831917427ec207f4ee7f539eec1c601b962a5854fe4bcb5a08fe3
//@ section: Diverging
//@ verbatim: block-02-in-fn.rs
//@ note: "verbatim, the block is an expression at item level: a parse error in both editions (2021 reads `gen {` as a malformed enum, 2024 as the reserved keyword), so its cells cannot see the runtime claim; block-02-in-fn.rs runs it on nightly and asserts it"
gen {
    loop {
        yield 0;
        yield 1;
    }
}
