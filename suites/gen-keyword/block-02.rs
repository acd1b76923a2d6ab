//@ rfc: 3513
//@ source: 3513-gen-blocks.md#block-2 sha256:13b6994c4e1831917427ec207f4ee7f539eec1c601b962a5854fe4bcb5a08fe3
//@ section: Diverging
//@ claim: "a `gen` block that produces the infinite sequence `0, 1, 0, 1, 0, 1, ..` will never return `None` from `next`"
//@ note: "verbatim, the block is an expression at item level: a parse error in both editions (2021 reads `gen {` as a malformed enum, 2024 as the reserved keyword); block-02-in-fn.rs runs it on nightly"
//@[e2021] holds-since: 1.81 "parser recovery wording: 1.63 rejects the line too but as expected one of ! or ::, found {, 1.85 says missing enum for enum definition; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.80.0 and holds from 1.81.0 on"
gen {
//[e2021]~^ ERROR missing `enum` for enum definition
//[e2024]~| ERROR expected item, found reserved keyword `gen`
    loop {
        yield 0;
        yield 1;
    }
}
